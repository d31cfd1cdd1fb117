import { useQuery } from '@tanstack/react-query';
import type { PlayersOnlineHistory } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** A new sample comes every few minutes: the widget asks again this often. */
const HISTORY_REFRESH_MS = 5 * 60_000;

/** GET /api/server-status/history: the players-online samples of the last 24 hours, oldest first. */
export async function getPlayersOnlineHistory(): Promise<PlayersOnlineHistory> {
  const { data } = await api.get<PlayersOnlineHistory>('/server-status/history');
  return data;
}

export function usePlayersOnlineHistory() {
  return useQuery({
    queryKey: ['server-status', 'history'],
    queryFn: getPlayersOnlineHistory,
    refetchInterval: HISTORY_REFRESH_MS,
    staleTime: HISTORY_REFRESH_MS,
    // Only a picture: without it the widget shows what it always did.
    retry: false,
  });
}
