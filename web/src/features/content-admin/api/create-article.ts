import type { ArticleInput, ArticleRecord } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** POST /api/admin/content/articles: 201 with the article (a draft unless a status is given). */
export async function createArticle(article: ArticleInput): Promise<ArticleRecord> {
  const { data } = await api.post<ArticleRecord>('/admin/content/articles', article);
  return data;
}

export const useCreateArticle = () => useContentMutation(createArticle);
