/** SPEC §8 'Dashboard and settings' donation alerts and the list's own texts (web only). */
export const DONATIONS_MESSAGES = {
  empty: 'No donation requests found.',
  loadFailed: 'Failed to load your donation requests.',
  cryptoDetailsFailed: 'Error retrieving crypto payment details',
  codeFailed: 'Error submitting code',
  cancelFailed: 'Error cancelling donation',
  codeSubmitted: 'Code Submitted',
  fallbackRate:
    'The live exchange rate could not be reached, so this amount uses our reference rate. Pay the amount shown; staff check every payment by hand.',
} as const;

/** An alert of SPEC §8 with the server's reason after it when there is one ('Error submitting code: ...'). */
export function alertText(title: string, serverReason: string | null): string {
  return serverReason ? `${title}: ${serverReason}` : title;
}
