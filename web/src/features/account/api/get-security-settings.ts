import { useQuery } from '@tanstack/react-query';
import type { SecuritySettings } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';

export const securitySettingsQueryKey = ['user', 'security-settings'] as const;

/** SPEC §7 GET /user/security-settings: the IP lock (and the two-factor flag). */
export async function getSecuritySettings(): Promise<SecuritySettings> {
  const { data } = await api.get<{ success: boolean; settings: SecuritySettings }>('/user/security-settings');
  return requireSuccess(data).settings;
}

export function useSecuritySettings() {
  return useQuery({ queryKey: securitySettingsQueryKey, queryFn: getSecuritySettings });
}
