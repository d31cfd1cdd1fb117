import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseServerStatus, type ServerStatus } from '../lib/parse-server-status';
import { SERVER_STATUS_POLL_MS } from '../../../config/ui-timings';

export const serverStatusQueryKey = ['server-status'] as const;

/** SPEC §7 GET /api/server-status, with a cache-busting query. */
export async function getServerStatus(): Promise<ServerStatus> {
  const { data } = await api.get<unknown>('/server-status', { params: { _t: Date.now() } });
  return parseServerStatus(data);
}

/** Home polls every 10 s (SPEC §4); the header's mobile toggle reads once when opened. */
export function useServerStatus({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: serverStatusQueryKey,
    queryFn: getServerStatus,
    refetchInterval: poll ? SERVER_STATUS_POLL_MS : false,
    staleTime: poll ? 0 : SERVER_STATUS_POLL_MS,
    // A failure means 'offline' at once (SPEC §4); the next poll tries again.
    retry: false,
  });
}
