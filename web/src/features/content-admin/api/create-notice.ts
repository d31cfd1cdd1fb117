import type { NoticeInput, NoticeRecord } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** POST /api/admin/content/notices: 201 with the notice (shown unless `active` is false). */
export async function createNotice(notice: NoticeInput): Promise<NoticeRecord> {
  const { data } = await api.post<NoticeRecord>('/admin/content/notices', notice);
  return data;
}

export const useCreateNotice = () => useContentMutation(createNotice);
