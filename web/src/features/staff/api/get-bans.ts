import { useQuery } from '@tanstack/react-query';
import type { StaffBanPage } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { STAFF_LIST_QUERY } from './list-query';
import { staffKeys } from './query-keys';

/** GET /staff/bans?page=N: who is banned now, by whom (site or game) and until when. */
export async function getBans(page: number): Promise<StaffBanPage> {
  const { data } = await callApi('GET /staff/bans', { query: { page } });
  return data;
}

export function useBans(page: number) {
  return useQuery({
    queryKey: staffKeys.bans(page),
    queryFn: () => getBans(page),
    ...STAFF_LIST_QUERY,
  });
}
