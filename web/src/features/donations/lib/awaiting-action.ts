import type { DonationView } from '@henesys/contracts';

/**
 * SPEC §4: only a pending donation has actions, and until its transaction or gift card code is sent
 * it waits for the player (after that, for the staff).
 */
export function awaitsPlayerAction(donation: Pick<DonationView, 'status' | 'transaction_code'>): boolean {
  return donation.status === 'pending' && !donation.transaction_code;
}
