import { useQuery } from '@tanstack/react-query';
import type { LibraryItem, LibraryKind, LibraryMap, LibraryMonster, LibraryNpc } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** What GET /api/library/{items,monsters,maps,npcs}/:id answers for each kind. */
export interface LibraryRecords {
  item: LibraryItem;
  monster: LibraryMonster;
  map: LibraryMap;
  npc: LibraryNpc;
}

const SEGMENT: Record<LibraryKind, string> = { item: 'items', monster: 'monsters', map: 'maps', npc: 'npcs' };

/** GET /api/library/items/:id (and monsters, maps, npcs): one record; 404 with a message for an unknown id. */
export async function getLibraryRecord<Kind extends LibraryKind>(
  kind: Kind,
  id: string,
): Promise<LibraryRecords[Kind]> {
  const { data } = await api.get<LibraryRecords[Kind]>(`/library/${SEGMENT[kind]}/${encodeURIComponent(id)}`);
  return data;
}

/** A 404 is an answer, not a failure to try again. */
export function useLibraryRecord<Kind extends LibraryKind>(kind: Kind, id: string) {
  return useQuery({
    queryKey: ['library', kind, id],
    queryFn: () => getLibraryRecord(kind, id),
    staleTime: 5 * 60_000,
    retry: (failures, error) => (error as { status?: number | null }).status !== 404 && failures < 1,
  });
}
