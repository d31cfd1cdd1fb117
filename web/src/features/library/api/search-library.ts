import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LibrarySearchAnswer } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/library/search?q=TEXT: at most 10 of each kind, names starting with the text first. */
export async function searchLibrary(q: string): Promise<LibrarySearchAnswer> {
  const { data } = await api.get<LibrarySearchAnswer>('/library/search', { params: { q } });
  return data;
}

/** The previous results stay while the next ones load: typing does not blank the page. */
export function useLibrarySearch(q: string) {
  return useQuery({
    queryKey: ['library', 'search', q],
    queryFn: () => searchLibrary(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
