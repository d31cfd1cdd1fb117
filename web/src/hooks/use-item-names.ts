import { useQuery } from '@tanstack/react-query';
import { type LibraryEntry, type LibraryNamesAnswer, LIBRARY_NAMES_MAX } from '@henesys/contracts';
import { api } from '../lib/api-client';
import { chunksOf, itemEntryOf, itemFallbackName, uniqueItemIds } from '../lib/item-names';

export interface ItemNames {
  /** The library's entry (name, icon) of an item, undefined while loading, on a failure or when it has none. */
  entryOf: (id: number) => LibraryEntry | undefined;
  /** Its name, or 'Item 1302000' when the library has none. */
  nameOf: (id: number) => string;
}

/** GET /api/library/names?items=ID,ID: names for item ids shown elsewhere on the site, asked 100 ids at a time. */
export async function getItemNames(ids: readonly number[]): Promise<LibraryNamesAnswer> {
  const answers = await Promise.all(
    chunksOf(ids, LIBRARY_NAMES_MAX).map(async (chunk) => {
      const { data } = await api.get<LibraryNamesAnswer>('/library/names', { params: { items: chunk.join(',') } });
      return data && typeof data.items === 'object' && data.items !== null ? data.items : {};
    }),
  );
  return { items: Object.assign({}, ...answers) as LibraryNamesAnswer['items'] };
}

/**
 * The library's names of some items, asked once for the whole list. Until they come, and when the
 * library has no name or does not answer, each item shows its id: a name never blocks a page.
 */
export function useItemNames(ids: readonly number[]): ItemNames {
  const wanted = uniqueItemIds(ids);
  const query = useQuery({
    queryKey: ['library', 'names', wanted],
    queryFn: () => getItemNames(wanted),
    enabled: wanted.length > 0,
    staleTime: 60 * 60_000,
    retry: false,
  });
  const entryOf = (id: number) => itemEntryOf(query.data, id);
  return { entryOf, nameOf: (id) => entryOf(id)?.name ?? itemFallbackName(id) };
}
