import { useMutation } from '@tanstack/react-query';
import { twoFactorPayload } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { InvalidLoginResponseError, parseLoginResponse } from '../lib/login-response';
import type { SessionUser } from '../lib/session-user';

export interface VerifyTwoFactorInput {
  sessionToken: string;
  /** What the user typed: sent as backupCode when it is 8 hex characters, else as twoFactorCode. */
  entry: string;
}

/** SPEC §7 POST /auth/verify-2fa: the second login step answers with token and user. */
export async function verifyTwoFactor({
  sessionToken,
  entry,
}: VerifyTwoFactorInput): Promise<{ token: string; user: SessionUser }> {
  // A 401 here means a wrong code or an expired step, not an expired session: no redirect.
  const { data } = await api.post<unknown>(
    '/auth/verify-2fa',
    { sessionToken, ...twoFactorPayload(entry) },
    { skipAuthRedirect: true },
  );
  const result = parseLoginResponse(data);
  if (result.kind !== 'logged-in') throw new InvalidLoginResponseError();
  return result;
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
