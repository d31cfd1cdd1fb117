/** SPEC §7 GET /api/vote-status: `voteUrl` (the vote site with vote=1&pingUsername) when allowed. */
export interface VoteStatus {
  allowed: boolean;
  timeLeftMs: number;
  site: string;
  voteUrl: string | null;
}

export interface VotePingbackResult {
  status: 'ok';
  received: number;
  credited: number;
}

export type VoteOutcome = 'credited' | 'unsuccessful' | 'unknown-account' | 'duplicate-account' | 'duplicate-ip';
