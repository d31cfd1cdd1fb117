import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoginFields } from '../lib/login-messages';
import { parseLoginResponse, type LoginResult } from '../lib/login-response';

/** SPEC §7 POST /auth/login. */
export async function loginRequest(fields: LoginFields): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired session: no redirect.
  const { data } = await api.post<unknown>('/auth/login', fields, { skipAuthRedirect: true });
  return parseLoginResponse(data);
}

export function useLoginRequest() {
  return useMutation({ mutationFn: loginRequest });
}
