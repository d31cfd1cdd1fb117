import { useQuery } from '@tanstack/react-query';
import type { IpAllowAnswer } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** POST /auth/ip-lock/allow: the link mailed after a login the IP lock refused allows that address. */
export async function allowIp(token: string): Promise<IpAllowAnswer> {
  const { data } = await api.post<IpAllowAnswer>('/auth/ip-lock/allow', { token }, { skipAuthRedirect: true });
  return data;
}

/**
 * Sent once per visit: the link works once, and a query runs once per token even when StrictMode
 * mounts the page twice (no retry, never stale, no refetch).
 */
export function useAllowIp(token: string | null) {
  return useQuery({
    queryKey: ['ip-allow', token],
    queryFn: () => allowIp(token as string),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
