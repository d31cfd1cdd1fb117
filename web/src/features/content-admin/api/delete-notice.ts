import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** DELETE /api/admin/content/notices/:id. */
export async function deleteNotice(id: number): Promise<SuccessMessage> {
  const { data } = await api.delete<SuccessMessage>(`/admin/content/notices/${id}`);
  return data;
}

export const useDeleteNotice = () => useContentMutation(deleteNotice);
