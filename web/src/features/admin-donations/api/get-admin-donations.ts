import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_DONATIONS_PAGE_SIZE, type AdminDonationPage, type DonationFilter } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-storage';
import { hasQueuedDelivery } from '../lib/delivery';
import { MissingTokenError, UnreadableAnswerError } from '../lib/load-error';
import { adminDonationKeys } from './query-keys';

/** How often the list refreshes itself while a reward delivery is queued. */
const QUEUED_REFRESH_MS = 2_000;

function isPage(data: unknown): data is AdminDonationPage {
  if (typeof data !== 'object' || data === null) return false;
  const { donations, pagination } = data as Partial<AdminDonationPage>;
  return (
    Array.isArray(donations) &&
    typeof pagination === 'object' &&
    pagination !== null &&
    typeof pagination.pages === 'number'
  );
}

/**
 * SPEC §7 GET /donations (admin): one page of every player's donations, with the audit trail and the
 * reward delivery's state; `search` finds a player, character or transaction code, or an id. A 401
 * is the page's own message (SPEC §8), so the global redirect is skipped.
 */
export async function getAdminDonations(
  status: DonationFilter,
  search: string,
  page: number,
): Promise<AdminDonationPage> {
  if (!getToken()) throw new MissingTokenError();
  const response = await callApi('GET /donations', {
    query: { page, limit: ADMIN_DONATIONS_PAGE_SIZE, status, ...(search ? { search } : {}), _t: Date.now() },
    skipAuthRedirect: true,
  });
  if (!isPage(response.data)) throw new UnreadableAnswerError(response.status);
  return response.data;
}

export function useAdminDonations(status: DonationFilter, search: string, page: number) {
  return useQuery({
    queryKey: adminDonationKeys.page(status, search, page),
    queryFn: () => getAdminDonations(status, search, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The admin has a Refresh button; a failure is shown at once, not after a silent second try.
    retry: false,
    refetchInterval: (query) =>
      query.state.data && hasQueuedDelivery(query.state.data.donations) ? QUEUED_REFRESH_MS : false,
  });
}
