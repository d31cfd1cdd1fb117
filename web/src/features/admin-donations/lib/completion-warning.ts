import type { DonationView } from '@henesys/contracts';

/** Completing a gift card donation whose player never sent the card's code asks once more first. */
export function needsCodeWarning(
  donation: Pick<DonationView, 'payment_method' | 'transaction_code'>,
  newStatus: string,
): boolean {
  return newStatus === 'completed' && donation.payment_method === 'paypal' && !donation.transaction_code?.trim();
}
