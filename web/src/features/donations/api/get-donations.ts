import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_DONATIONS_PAGE_SIZE, type DonationFilter, type DonationPage } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { awaitsPlayerAction } from '../lib/awaiting-action';
import { donationKeys } from './query-keys';

/** SPEC §7 GET /user/donations: page, limit 5, status all|pending|approved|rejected|completed. */
export async function getDonations(status: DonationFilter, page: number): Promise<DonationPage> {
  const { data } = await callApi('GET /user/donations', {
    query: { page, limit: USER_DONATIONS_PAGE_SIZE, status },
  });
  return data;
}

/** The previous page stays on screen while the next one loads (no jump to a spinner). */
export function useDonations(status: DonationFilter, page: number) {
  return useQuery({
    queryKey: donationKeys.list(status, page),
    queryFn: () => getDonations(status, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether a donation waits for the player (SPEC §7: the dashboard also reads status=pending; at most
 * 3 are pending, so one page holds them all). Decided by the first answer of the visit, so the
 * dashboard does not reorder itself once the player sends a code.
 */
export function useDonationAwaitingAction(): boolean {
  const pending = useDonations('pending', 1);
  const [awaiting, setAwaiting] = useState<boolean | null>(null);
  if (awaiting === null && pending.data) setAwaiting(pending.data.donations.some(awaitsPlayerAction));
  return awaiting ?? false;
}
