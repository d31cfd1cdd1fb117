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

/** SPEC §8 'Vote start success': the exact words, then the vote site's name. */
export function voteStartedMessage(site: string): string {
  return `Vote started! Don't forget to complete the captcha on ${site}`;
}
