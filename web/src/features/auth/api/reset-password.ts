import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** SPEC §7 POST /auth/reset-password/{token}, with the token in the body beside the password (no URL holds it). */
export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  await api.post('/auth/reset-password', { token, password }, { skipAuthRedirect: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
