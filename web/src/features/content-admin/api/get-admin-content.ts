import { useQuery } from '@tanstack/react-query';
import type { ArticleRecord, NoticeRecord } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { contentAdminKeys } from './query-keys';

export interface AdminContent {
  articles: ArticleRecord[];
  notices: NoticeRecord[];
  maintenance: boolean;
}

/** GET /api/admin/content: every article (Markdown source), every notice and the maintenance switch. */
export async function getAdminContent(): Promise<AdminContent> {
  const { data } = await api.get<AdminContent>('/admin/content');
  return data;
}

export function useAdminContent() {
  return useQuery({ queryKey: contentAdminKeys.list, queryFn: getAdminContent, staleTime: 0 });
}
