import type { Coin, DonationFilter } from '@henesys/contracts';

/**
 * The player's donations, under 'user' so logout drops them. The Donate page's pending count
 * (features/donate) lives under the same ['user', 'donations'] prefix: invalidating it refreshes both.
 */
export const donationKeys = {
  all: ['user', 'donations'] as const,
  list: (status: DonationFilter, page: number) => ['user', 'donations', 'list', status, page] as const,
  /** Outside ['user', 'donations']: a code sent or a donation cancelled does not refetch open payment panels. */
  cryptoPayment: (id: number, coin: Coin) => ['user', 'crypto-payments', id, coin] as const,
};

/** The dashboard's Recent Activity (features/dashboard) records submits, codes and cancels. */
export const accountDetailsKey = ['user', 'account-details'] as const;
