/** The vote sites' pingback protocols, as each site documents it. */
export const VOTE_PROTOCOLS = [
  'gtop100',
  'topg',
  'xtremetop100',
  'arena-top100',
  'top100arena',
  'gaming-toplist',
  'mmtop100',
] as const;
export type VoteProtocol = (typeof VOTE_PROTOCOLS)[number];

/** Where a vote URL takes the player's name. */
export const VOTE_URL_USERNAME = '{username}';

/** One vote site as an admin edits it. */
export interface VoteSiteInput {
  name: string;
  protocol: VoteProtocol;
  /** The site's vote page; `{username}` marks where the player's name goes. */
  voteUrl: string;
  /** One credited vote per account (and per voter address) per this many hours, as the site enforces it. */
  cooldownHours: number;
  rewardNx: number;
  enabled: boolean;
  order: number;
  /** CIDR blocks the site's callbacks may come from; empty accepts any. */
  allowFrom: string[];
  /** The site's own key or password, for the protocols that send one (GTop100, Arena-Top100, mmtop100). */
  key?: string | null;
}

/** A vote site as the admin page lists it: `callbackUrl` is the full address to paste into the site's panel. */
export interface VoteSite extends VoteSiteInput {
  id: number;
  key: string | null;
  callbackUrl: string;
}

/** One enabled site on the vote page. */
export interface VoteSiteStatus {
  id: number;
  name: string;
  /** The vote URL with the player's name. */
  url: string;
  allowed: boolean;
  timeLeftMs: number;
  reward: number;
}

/**
 * SPEC §7 GET /api/vote-status: the first enabled site in the spec's shape (`voteUrl` when allowed),
 * then every enabled site.
 */
export interface VoteStatus {
  allowed: boolean;
  timeLeftMs: number;
  site: string;
  voteUrl: string | null;
  sites: VoteSiteStatus[];
}

export interface VotePingbackResult {
  status: 'ok';
  received: number;
  credited: number;
}

export type VoteOutcome =
  'credited' | 'unsuccessful' | 'unknown-account' | 'duplicate-account' | 'duplicate-ip' | 'site-disabled';
