import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { isRegistrationSuccess } from '../lib/signup-form';

/** SPEC §7 POST /auth/register. Resolves false when the answer lacks `status: 'success'`. */
export async function registerAccount(request: RegisterRequest): Promise<boolean> {
  const { data } = await api.post<unknown>('/auth/register', request, { skipAuthRedirect: true });
  return isRegistrationSuccess(data);
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
