import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LibraryListAnswer } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import type { LibraryListRequest } from '../lib/library-filters';

/** GET /api/library/items?kind=..., /monsters, /maps, /npcs: one page of a browse tab. */
export async function getLibraryList(request: LibraryListRequest): Promise<LibraryListAnswer> {
  const { data } = await api.get<LibraryListAnswer>(request.path, { params: request.params });
  return data;
}

export function useLibraryList(request: LibraryListRequest) {
  return useQuery({
    queryKey: ['library', 'list', request.path, request.params],
    queryFn: () => getLibraryList(request),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
