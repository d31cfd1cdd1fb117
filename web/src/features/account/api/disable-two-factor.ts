import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';
import { storeTwoFactorEnabled } from './two-factor-status-cache';

export interface DisableTwoFactorFields {
  code: string;
  currentPassword: string;
}

/** SPEC §7 POST /2fa/disable with a current code, and the current password (a session alone cannot turn it off). */
export async function disableTwoFactor({ code, currentPassword }: DisableTwoFactorFields): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage>('/2fa/disable', { token: code, currentPassword });
  return requireSuccess(data);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => storeTwoFactorEnabled(queryClient, false) });
}
