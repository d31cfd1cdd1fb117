import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityProof, SecuritySettings, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';
import { securitySettingsQueryKey } from './get-security-settings';

export type IpRestrictionAnswer = SuccessMessage & { ip: string | null };

export interface IpRestrictionChange {
  enabled: boolean;
  /** Turning it off needs the current password (and code). */
  proof?: IdentityProof;
}

/** SPEC §7 POST /user/security-settings with feature 'IP Restriction'; turning it on stores the caller's IP. */
export async function setIpRestriction({ enabled, proof }: IpRestrictionChange): Promise<IpRestrictionAnswer> {
  const { data } = await api.post<IpRestrictionAnswer>('/user/security-settings', {
    feature: 'IP Restriction',
    enabled,
    ...proof,
  });
  return requireSuccess(data);
}

export function useSetIpRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIpRestriction,
    onSuccess: (answer, { enabled }) => {
      queryClient.setQueryData<SecuritySettings>(securitySettingsQueryKey, (settings) =>
        settings ? { ...settings, ipRestriction: { enabled, allowedIp: enabled ? answer.ip : null } } : settings,
      );
      void queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey });
    },
  });
}
