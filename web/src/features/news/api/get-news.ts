import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseNewsAnswer, type NewsAnswer } from '../lib/news-answer';

export const newsQueryKey = ['news'] as const;

/** SPEC §7 GET /api/news, with a cache-busting query. Home and the article page share the answer. */
export async function getNews(): Promise<NewsAnswer> {
  const { data } = await api.get<unknown>('/news', { params: { _t: Date.now() } });
  return parseNewsAnswer(data);
}

export function useNews() {
  return useQuery({ queryKey: newsQueryKey, queryFn: getNews });
}
