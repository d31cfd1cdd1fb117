import type { GameAccountDetails, NxCouponAnswer } from './account';
import type { ActivityEntry } from './activity';
import type { CharacterSummary } from './auth';
import type { SuccessMessage } from './account';
import type { VotePingbackResult, VoteSite, VoteSiteInput, VoteStatus } from './vote';

export type AccountsRpc = {
  'accounts.account-details': { request: { userId: number; username: string }; response: GameAccountDetails };
  'accounts.characters': { request: { username: string }; response: CharacterSummary[] };
  'accounts.recent-activity': { request: { username: string }; response: ActivityEntry[] };
  'accounts.vote-status': { request: { username: string }; response: VoteStatus };
  /** Everything NX waiting for the caller's game account, as one Cash Shop coupon (409 when nothing waits). */
  'accounts.nx-coupon': { request: { userId: number; username: string }; response: NxCouponAnswer };
  /** The vote site's pingback as received (form fields or the JSON batch) and where it came from. */
  'accounts.vote-pingback': {
    /** `siteId` absent: the GTop100 site of the original address. `secret`: the one in the callback address. */
    request: { body: Record<string, unknown>; sourceIp: string; siteId?: number; secret?: string };
    response: VotePingbackResult;
  };
  'accounts.vote-sites.list': { request: Record<string, never>; response: VoteSite[] };
  'accounts.vote-sites.create': { request: { site: VoteSiteInput }; response: VoteSite };
  'accounts.vote-sites.update': { request: { id: number; site: VoteSiteInput }; response: VoteSite };
  'accounts.vote-sites.delete': { request: { id: number }; response: SuccessMessage };
  'accounts.vote-sites.rotate-secret': { request: { id: number }; response: { callbackUrl: string } };
};

export const ACCOUNTS_PATTERNS = {
  accountsAccountDetails: 'accounts.account-details',
  accountsCharacters: 'accounts.characters',
  accountsRecentActivity: 'accounts.recent-activity',
  accountsVoteStatus: 'accounts.vote-status',
  accountsNxCoupon: 'accounts.nx-coupon',
  accountsVotePingback: 'accounts.vote-pingback',
  accountsVoteSitesList: 'accounts.vote-sites.list',
  accountsVoteSitesCreate: 'accounts.vote-sites.create',
  accountsVoteSitesUpdate: 'accounts.vote-sites.update',
  accountsVoteSitesDelete: 'accounts.vote-sites.delete',
  accountsVoteSitesRotateSecret: 'accounts.vote-sites.rotate-secret',
} as const satisfies Record<string, keyof AccountsRpc>;
