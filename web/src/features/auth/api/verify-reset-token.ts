import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseResetTokenStatus } from '../lib/reset-password-form';

/**
 * Is the link from the mail still usable? SPEC §7's GET /auth/verify-reset-token/{token}, with the
 * token in a POST body instead: no URL, log or proxy ever holds it.
 */
export async function verifyResetToken(token: string): Promise<{ minutesLeft: number | null }> {
  const { data } = await api.post<unknown>('/auth/verify-reset-token', { token }, { skipAuthRedirect: true });
  return parseResetTokenStatus(data);
}

/** Checked once per visit: a refused link stays refused, so no retry and no cache. */
export function useResetTokenStatus(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
