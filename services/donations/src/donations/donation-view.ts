import { DonationStatus, DonationView, PaymentMethod } from '@henesys/contracts';

export interface DonationRow {
  id: number;
  created_at: Date;
  username: string;
  email: string;
  package_id: string;
  package_name: string;
  character_name: string | null;
  amount_usd: string;
  payment_method: PaymentMethod;
  transaction_code: string | null;
  status: DonationStatus;
  user_id: number;
}

export function toDonationView(row: DonationRow): DonationView {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    username: row.username,
    email: row.email,
    package_id: row.package_id,
    package_name: row.package_name,
    character_name: row.character_name,
    amount: Number(row.amount_usd),
    payment_method: row.payment_method,
    transaction_code: row.transaction_code,
    status: row.status,
  };
}
