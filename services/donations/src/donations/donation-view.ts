import { DonationView } from '@henesys/contracts';
import { Donation } from './donations.repository';

export function toDonationView(donation: Donation): DonationView {
  return {
    id: donation.id,
    created_at: donation.createdAt.toISOString(),
    username: donation.username,
    email: donation.email,
    package_id: donation.packageId,
    package_name: donation.packageName,
    character_name: donation.characterName,
    amount: Number(donation.amountUsd),
    payment_method: donation.paymentMethod,
    transaction_code: donation.transactionCode,
    status: donation.status,
  };
}
