import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** DELETE /api/admin/content/articles/:id. */
export async function deleteArticle(id: number): Promise<SuccessMessage> {
  const { data } = await api.delete<SuccessMessage>(`/admin/content/articles/${id}`);
  return data;
}

export const useDeleteArticle = () => useContentMutation(deleteArticle);
