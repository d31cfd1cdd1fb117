/** SPEC §8 'Donate' and the page's own texts (web only; the server's messages are MESSAGES of @henesys/contracts). */
export const DONATE_MESSAGES = {
  submitFailed: 'Failed to process your donation. Please try again later.',
  paymentDetailsFailed: 'Failed to fetch payment details. Please try again or contact support.',
  limitReached: 'Limit Reached',
  founderAvailability: 'Available for 2 weeks only',
  founderOnePerAccount: 'One Founder Pack per account',
  giftCardNoRefunds: 'No refunds for faulty codes: only the amount a code actually redeems is credited.',
  noCharacters:
    "You have no characters yet. Create one in game first: a Founder Pack's items go to one of your characters.",
  charactersFailed: 'Could not load your characters. Please try again.',
} as const;
