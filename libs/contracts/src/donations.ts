import type { Coin, PaymentMethod } from './catalogue';
import type { Pagination } from './pagination';

/** `cancelled` is the player's own withdrawal: kept on record, never deliverable, not an admin choice. */
export const DONATION_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number] | 'cancelled';
/** The statuses an admin may set (any of them from any other). */
export type AdminDonationStatus = (typeof DONATION_STATUSES)[number];
export const DONATION_FILTERS = ['all', ...DONATION_STATUSES] as const;
export type DonationFilter = (typeof DONATION_FILTERS)[number];

/** SPEC §3 'Donation'. */
export interface DonationView {
  id: number;
  created_at: string;
  username: string;
  email: string;
  package_id: string;
  package_name: string;
  character_name: string | null;
  amount: number;
  payment_method: PaymentMethod;
  transaction_code: string | null;
  status: DonationStatus;
}

export interface DonationPage {
  donations: DonationView[];
  pagination: Pagination;
}

export interface SubmitDonationRequest {
  packageId: string;
  packageName?: string;
  amount?: number;
  paymentMethod: string;
  characterName?: string;
}

/** SPEC §3 'Crypto payment'. `rate_source` says whether the live rate or the configured fallback was used. */
export interface CryptoPayment {
  crypto_currency: Coin;
  expected_amount_crypto: number;
  crypto_formatted: string;
  expected_amount_usd: number;
  exchange_rate: number;
  exchange_rate_formatted: string;
  wallet_address: string;
  qr_code: string;
  rate_source: 'live' | 'fallback';
}

export interface DonationOwner {
  id: number;
  username: string;
  email: string;
  role: string;
}

/** One status change of a donation, as the admin made it. */
export interface DonationAuditEntry {
  admin: string;
  from: DonationStatus;
  to: DonationStatus;
  notes: string | null;
  at: string;
}

/** The admin list's row: the donation with its audit trail and the reward delivery's state. */
export interface AdminDonationView extends DonationView {
  audit: DonationAuditEntry[];
  delivery: { state: 'none' | 'queued' | 'waiting' | 'delivered' | 'failed'; reason: string | null; at: string | null };
}

export interface AdminDonationPage {
  donations: AdminDonationView[];
  pagination: Pagination;
}

/** PUT /api/donations/{id}/status's body: the new status and the admin's optional notes. */
export interface DonationStatusChange {
  status: AdminDonationStatus;
  adminNotes?: string;
}

/**
 * How the reward stands after a status change or a delivery retry; the Donations Manager reads this,
 * never the message: 'none' (no delivery asked: any status but completed), 'delivered' (now or
 * before), 'running' (queued; the worker has not answered in time), 'failed' (the worker refused it
 * or it could not be queued; the message says why).
 */
export const DELIVERY_REPLIES = ['none', 'delivered', 'running', 'failed'] as const;
export type DeliveryReply = (typeof DELIVERY_REPLIES)[number];

/** PUT /api/donations/{id}/status and POST /api/donations/{id}/retry-delivery. */
export interface DonationChangeReply {
  /** The admin's toast: SPEC §8's words ('Status updated to Approved', '{n} NX Prepaid added to account'...). */
  message: string;
  donation: DonationView;
  delivery: DeliveryReply;
}

/** GET /api/donate/gift-card: the gift card the staff redeem (GIFT_CARD_STORE, GIFT_CARD_STORE_URL); null when not set. */
export interface GiftCardStore {
  /** 'Amazon.com gift card (USD)', say. */
  name: string | null;
  /** Where to buy one (https). */
  url: string | null;
}
