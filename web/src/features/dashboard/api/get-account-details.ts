import { useQuery } from '@tanstack/react-query';
import type { AccountDetails } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';

/** Under 'user': logout removes it with the rest of the player's data. */
export const accountDetailsQueryKey = ['user', 'account-details'] as const;

/** SPEC §7 GET /user/account-details: ban state, balances, characters, recent activity, Discord. */
export async function getAccountDetails(): Promise<AccountDetails> {
  const { data } = await callApi('GET /user/account-details');
  return data;
}

export function useAccountDetails() {
  return useQuery({ queryKey: accountDetailsQueryKey, queryFn: getAccountDetails });
}
