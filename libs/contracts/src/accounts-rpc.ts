import type { GameAccountDetails, NxCouponAnswer } from './account';
import type { ActivityEntry } from './activity';
import type { CharacterSummary } from './auth';
import type { VotePingbackResult, VoteStatus } from './vote';

export type AccountsRpc = {
  'accounts.account-details': { request: { userId: number; username: string }; response: GameAccountDetails };
  'accounts.characters': { request: { username: string }; response: CharacterSummary[] };
  'accounts.recent-activity': { request: { username: string }; response: ActivityEntry[] };
  'accounts.vote-status': { request: { username: string }; response: VoteStatus };
  /** Everything NX waiting for the caller's game account, as one Cash Shop coupon (409 when nothing waits). */
  'accounts.nx-coupon': { request: { userId: number; username: string }; response: NxCouponAnswer };
  /** The vote site's pingback as received (form fields or the JSON batch) and where it came from. */
  'accounts.vote-pingback': {
    request: { body: Record<string, unknown>; sourceIp: string };
    response: VotePingbackResult;
  };
};

export const ACCOUNTS_PATTERNS = {
  accountsAccountDetails: 'accounts.account-details',
  accountsCharacters: 'accounts.characters',
  accountsRecentActivity: 'accounts.recent-activity',
  accountsVoteStatus: 'accounts.vote-status',
  accountsNxCoupon: 'accounts.nx-coupon',
  accountsVotePingback: 'accounts.vote-pingback',
} as const satisfies Record<string, keyof AccountsRpc>;
