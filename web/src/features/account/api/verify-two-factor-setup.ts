import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupCodesAnswer } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';
import { storeTwoFactorEnabled } from './two-factor-status-cache';

/** SPEC §7 POST /2fa/verify: the first code from the app turns two-factor on and yields the backup codes. */
export async function verifyTwoFactorSetup(code: string): Promise<BackupCodesAnswer> {
  const { data } = await api.post<BackupCodesAnswer>('/2fa/verify', { token: code });
  return requireSuccess(data);
}

export function useVerifyTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyTwoFactorSetup, onSuccess: () => storeTwoFactorEnabled(queryClient, true) });
}
