import type { ArticleRecord, ArticleStatus } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** PATCH /api/admin/content/articles/:id/status: publish, unpublish, complete or archive. */
export async function setArticleStatus({ id, status }: { id: number; status: ArticleStatus }): Promise<ArticleRecord> {
  const { data } = await api.patch<ArticleRecord>(`/admin/content/articles/${id}/status`, { status });
  return data;
}

export const useSetArticleStatus = () => useContentMutation(setArticleStatus);
