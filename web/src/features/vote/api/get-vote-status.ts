import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VOTE_CONFIRM_POLL_MS } from '../lib/vote-state';
import { parseVoteStatus, type VoteCheck } from '../lib/vote-status';

/**
 * SPEC §7 GET /api/vote-status?username (public). Never cached: the answer changes when the vote
 * site confirms a vote. A stale token must not send a visitor to /login.
 */
export async function getVoteStatus(username: string): Promise<VoteCheck> {
  const { data } = await api.get<unknown>('/vote-status', { params: { username }, skipAuthRedirect: true });
  const check = parseVoteStatus(data);
  if (!check) throw new Error('Unreadable vote status');
  return check;
}

/** Asked on each press of Vote. */
export function useVoteStatusCheck() {
  return useMutation({ mutationFn: getVoteStatus, retry: false });
}

/**
 * While a started vote waits for the vote site (`username` set), asks again every few seconds, also
 * while the player is on the vote site's tab. A failed poll is simply asked again at the next one.
 */
export function useVoteConfirmation(username: string | null) {
  return useQuery({
    queryKey: ['vote-status', 'confirmation', username],
    queryFn: () => getVoteStatus(username ?? ''),
    enabled: username !== null,
    refetchInterval: VOTE_CONFIRM_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
