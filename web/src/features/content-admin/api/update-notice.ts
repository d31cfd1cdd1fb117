import type { NoticeInput, NoticeRecord } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** PUT /api/admin/content/notices/:id: edit, hide or show a notice. */
export async function updateNotice({ id, notice }: { id: number; notice: NoticeInput }): Promise<NoticeRecord> {
  const { data } = await api.put<NoticeRecord>(`/admin/content/notices/${id}`, notice);
  return data;
}

export const useUpdateNotice = () => useContentMutation(updateNotice);
