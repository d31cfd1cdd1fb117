import type { AccountDetails } from '@henesys/contracts';

/**
 * SPEC §4 only counts an expiration from 2025 on as a temporary ban: older or zero dates written by
 * the game server mean 'no expiration', i.e. a permanent ban.
 */
export const FIRST_TEMPORARY_BAN_YEAR = 2025;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BanNotice =
  { kind: 'none' } | { kind: 'temporary'; until: Date; daysRemaining: number } | { kind: 'permanent' };

/**
 * SPEC §4 'Account status': active shows nothing; not active with a future expiration is a temporary
 * ban with the days remaining (a started day counts as one); not active without one is permanent.
 */
export function banNotice(
  details: Pick<AccountDetails, 'status' | 'banExpiration'>,
  now: Date = new Date(),
): BanNotice {
  if (details.status === 'active') return { kind: 'none' };
  const until = details.banExpiration ? new Date(details.banExpiration) : null;
  const isFuture = until !== null && !Number.isNaN(until.getTime()) && until.getTime() > now.getTime();
  if (!until || !isFuture || until.getUTCFullYear() < FIRST_TEMPORARY_BAN_YEAR) return { kind: 'permanent' };
  return { kind: 'temporary', until, daysRemaining: Math.ceil((until.getTime() - now.getTime()) / DAY_MS) };
}
