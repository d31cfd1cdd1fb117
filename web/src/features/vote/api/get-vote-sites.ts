import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseVoteSites } from '../lib/vote-sites';

/** The enabled vote sites with `username`'s countdown on each (GET /api/vote-status), once a name was checked. */
export function useVoteSites(username: string | null) {
  return useQuery({
    queryKey: ['vote-status', 'sites', username],
    queryFn: async () =>
      parseVoteSites((await api.get<unknown>('/vote-status', { params: { username }, skipAuthRedirect: true })).data),
    enabled: username !== null,
    staleTime: 0,
    retry: false,
  });
}
