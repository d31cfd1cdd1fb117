import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';
import { securitySettingsQueryKey } from './get-security-settings';

export type IpRestrictionAnswer = SuccessMessage & { ip: string | null };

/** SPEC §7 POST /user/security-settings with feature 'IP Restriction'; turning it on stores the caller's IP. */
export async function setIpRestriction(enabled: boolean): Promise<IpRestrictionAnswer> {
  const { data } = await api.post<IpRestrictionAnswer>('/user/security-settings', { feature: 'IP Restriction', enabled });
  return requireSuccess(data);
}

export function useSetIpRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIpRestriction,
    onSuccess: (answer, enabled) => {
      queryClient.setQueryData<SecuritySettings>(securitySettingsQueryKey, (settings) =>
        settings ? { ...settings, ipRestriction: { enabled, allowedIp: enabled ? answer.ip : null } } : settings,
      );
      void queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey });
    },
  });
}
