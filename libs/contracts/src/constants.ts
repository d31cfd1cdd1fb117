/** Business constants of SPEC §9, defined once for the web and the servers (the web's own timings: web/src/config/ui-timings.ts). */

export const VOTE_REWARD_NX = 5_000;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 12;
export const SIGNUP_PASSWORD_MIN = 6;
export const SIGNUP_PASSWORD_MAX = 16;
export const PASSWORD_MIN = 6;
export const MINIMUM_AGE = 13;
export const CHARACTER_NAME_MIN = 3;
export const CHARACTER_NAME_MAX = 12;

export const RANKINGS_PAGE_SIZE = 10;
export const USER_DONATIONS_PAGE_SIZE = 5;
export const ADMIN_DONATIONS_PAGE_SIZE = 10;
/** The Donations Manager's search: as long as the longest transaction code. */
export const ADMIN_DONATIONS_SEARCH_MAX = 120;
export const MAX_PENDING_DONATIONS = 3;
export const PENDING_DONATIONS_WARNING = 2;

export const ADMIN_ROLE = 'Admin';
export const MEMBER_ROLE = 'member';

/**
 * Redis counters bumped whenever what a public answer is built from changes: the gateway keys its
 * short response cache by them, so an edit or a rankings rebuild is visible on the next request.
 */
export const CONTENT_VERSION_KEY = 'content:news:version';
export const RANKINGS_VERSION_KEY = 'rankings:version';
