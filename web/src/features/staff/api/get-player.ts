import { useQuery } from '@tanstack/react-query';
import type { StaffPlayerView } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

/** GET /staff/players/:accountId: everything the staff may see of one player (money only for admins). */
export async function getPlayer(accountId: number): Promise<StaffPlayerView> {
  const { data } = await callApi('GET /staff/players/:accountId', { path: { accountId } });
  return data;
}

export function usePlayer(accountId: number) {
  return useQuery({
    queryKey: staffKeys.player(accountId),
    queryFn: () => getPlayer(accountId),
    staleTime: 0,
    retry: false,
  });
}
