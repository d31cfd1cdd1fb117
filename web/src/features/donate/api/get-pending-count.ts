import { useQuery } from '@tanstack/react-query';
import type { DonationPage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { donateKeys } from './query-keys';

/** SPEC §7 GET /user/donations?status=pending, read for its total only (SPEC §9 pending limit). */
export async function getPendingCount(): Promise<number> {
  const { data } = await api.get<DonationPage>('/user/donations', { params: { status: 'pending', page: 1, limit: 1 } });
  return data.pagination.total;
}

/** Always asked afresh on arrival: the player may have cancelled one on the dashboard a moment ago. */
export function usePendingCount() {
  return useQuery({ queryKey: donateKeys.pendingCount, queryFn: getPendingCount, staleTime: 0 });
}
