import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const twoFactorStatusQueryKey = ['user', 'two-factor-status'] as const;

export interface TwoFactorStatus {
  enabled: boolean;
}

/** SPEC §7 GET /2fa/status. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  const { data } = await api.get<TwoFactorStatus>('/2fa/status');
  return { enabled: data.enabled === true };
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusQueryKey, queryFn: getTwoFactorStatus });
}
