import type { DonationFilter } from '@henesys/contracts';

/** Under 'user': logout removes them with the rest of the session's data. */
export const adminDonationKeys = {
  all: ['user', 'admin-donations'] as const,
  page: (status: DonationFilter, search: string, page: number) =>
    ['user', 'admin-donations', status, search, page] as const,
};
