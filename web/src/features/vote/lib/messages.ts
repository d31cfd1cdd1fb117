import { VOTE_REWARD_NX } from '@henesys/contracts';
import { formatDateTime, formatNumber } from '../../../lib/format';

/**
 * SPEC §8 'Vote check' and 'Vote start', shown by the vote page only. (Candidates for MESSAGES of
 * @henesys/contracts; the blank-username and unknown-account messages already live there.)
 */
export const VOTE_MESSAGES = {
  checkFailed: 'Could not check vote status. Please try again later.',
  checking: 'Checking your vote status...',
  /** The wait that follows a counted vote: the countdown next to it says how long. */
  cooldown: 'This account has already voted in the last 24 hours.',
} as const;

const reward = `${formatNumber(VOTE_REWARD_NX)} NX`;

/** SPEC §8 'Vote start success': the exact words, then the vote site's name. */
export function voteStartedMessage(site: string): string {
  return `Vote started! Don't forget to complete the captcha on ${site}`;
}

/** What happens next, while the page waits for the vote site's confirmation. */
export function voteWaitingMessage(site: string): string {
  return `Your ${reward} arrives when ${site} confirms your vote. This page shows it here, no need to reload.`;
}

/** The vote site confirmed: the NX is on the account. */
export function voteCreditedMessage(username: string): string {
  return `${reward} credited to ${username}.`;
}

/** No confirmation within the wait: the vote may not have been completed. */
export function voteUnconfirmedMessage(site: string): string {
  return `${site} has not confirmed a vote yet. If you completed its captcha, the NX arrives when it does; otherwise, vote again.`;
}

/** 'Next vote: Nov 26, 2026, 14:28', in the reader's time zone unless one is given. */
export function nextVoteText(endsAt: number, timeZone?: string): string {
  return `Next vote: ${formatDateTime(endsAt, timeZone)}`;
}
