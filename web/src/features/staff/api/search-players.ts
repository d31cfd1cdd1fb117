import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffPlayerHit } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

/** Shorter searches match too much to be useful: the page asks for more. */
export const PLAYER_SEARCH_MIN = 2;

/** GET /staff/players?q=: a prefix of an account or character name, an e-mail, a Discord name or an IP. */
export async function searchPlayers(q: string): Promise<StaffPlayerHit[]> {
  const { data } = await callApi('GET /staff/players', { query: { q } });
  return data.players;
}

export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: staffKeys.search(q),
    queryFn: () => searchPlayers(q),
    enabled: q.length >= PLAYER_SEARCH_MIN,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
