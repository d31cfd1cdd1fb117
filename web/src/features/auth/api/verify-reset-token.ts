import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseResetTokenStatus } from '../lib/reset-password-form';

/** SPEC §7 GET /auth/verify-reset-token/{token}: is the link from the mail still usable? */
export async function verifyResetToken(token: string): Promise<{ minutesLeft: number | null }> {
  const { data } = await api.get<unknown>(`/auth/verify-reset-token/${encodeURIComponent(token)}`, { skipAuthRedirect: true });
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
