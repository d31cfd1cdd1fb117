import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentAdminKeys } from './query-keys';

/** POST /api/admin/content/preview: the exact (sanitised) HTML players will get for this Markdown. */
export async function previewMarkdown(markdown: string): Promise<string> {
  const { data } = await api.post<{ html: string }>('/admin/content/preview', { markdown });
  return data.html;
}

/** The preview of `markdown` (debounce it first); the last preview stays while the next one loads. */
export function useMarkdownPreview(markdown: string) {
  return useQuery({
    queryKey: contentAdminKeys.preview(markdown),
    queryFn: () => previewMarkdown(markdown),
    enabled: markdown.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
