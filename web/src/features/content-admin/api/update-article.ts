import type { ArticleInput, ArticleRecord } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** PUT /api/admin/content/articles/:id with the same body as a new article. */
export async function updateArticle({ id, article }: { id: number; article: ArticleInput }): Promise<ArticleRecord> {
  const { data } = await api.put<ArticleRecord>(`/admin/content/articles/${id}`, article);
  return data;
}

export const useUpdateArticle = () => useContentMutation(updateArticle);
