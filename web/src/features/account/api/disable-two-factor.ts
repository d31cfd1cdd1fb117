import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';
import { storeTwoFactorEnabled } from './two-factor-status-cache';

/** SPEC §7 POST /2fa/disable with a current code. */
export async function disableTwoFactor(code: string): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage>('/2fa/disable', { token: code });
  return requireSuccess(data);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => storeTwoFactorEnabled(queryClient, false) });
}
