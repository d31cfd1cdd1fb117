import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** SPEC §7 POST /auth/forgot-password. The answer is the same whether or not the account exists. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  await api.post('/auth/forgot-password', request, { skipAuthRedirect: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
