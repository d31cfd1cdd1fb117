import type { QueryClient } from '@tanstack/react-query';
import { securitySettingsQueryKey } from './get-security-settings';
import { twoFactorStatusQueryKey, type TwoFactorStatus } from './get-two-factor-status';

/** After turning two-factor on or off: the status is known at once; the security settings reload. */
export function storeTwoFactorEnabled(queryClient: QueryClient, enabled: boolean): void {
  queryClient.setQueryData<TwoFactorStatus>(twoFactorStatusQueryKey, { enabled });
  void queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey });
}
