import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseVoteStatus, type VoteCheck } from '../lib/vote-status';

/**
 * SPEC §7 GET /api/vote-status?username (public). Asked on each press of Vote, never cached: the
 * answer changes when the vote site confirms a vote. A stale token must not send a visitor to /login.
 */
export async function getVoteStatus(username: string): Promise<VoteCheck> {
  const { data } = await api.get<unknown>('/vote-status', { params: { username }, skipAuthRedirect: true });
  const check = parseVoteStatus(data);
  if (!check) throw new Error('Unreadable vote status');
  return check;
}

export function useVoteStatusCheck() {
  return useMutation({ mutationFn: getVoteStatus, retry: false });
}
