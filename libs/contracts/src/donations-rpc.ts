import type { SuccessMessage } from './account';
import type { CryptoPayment, DonationFilter, DonationOwner, DonationPage, DonationView, SubmitDonationRequest } from './donations';
import type { Coin } from './catalogue';

type AsOwner<T = object> = T & { owner: DonationOwner };

export type DonationsRpc = {
  'donations.submit': { request: AsOwner<{ donation: SubmitDonationRequest }>; response: { donation: DonationView; message: string } };
  'donations.list-mine': { request: AsOwner<{ page: number; limit: number; status: DonationFilter }>; response: DonationPage };
  'donations.transaction-code': { request: AsOwner<{ id: number; transactionCode: string }>; response: SuccessMessage & { donation: DonationView } };
  'donations.cancel': { request: AsOwner<{ id: number }>; response: SuccessMessage & { donation: DonationView } };
  'donations.crypto-payment': { request: AsOwner<{ id: number; coin?: Coin }>; response: { payment: CryptoPayment } };
};

export const DONATIONS_PATTERNS = {
  donationsSubmit: 'donations.submit',
  donationsListMine: 'donations.list-mine',
  donationsTransactionCode: 'donations.transaction-code',
  donationsCancel: 'donations.cancel',
  donationsCryptoPayment: 'donations.crypto-payment',
} as const satisfies Record<string, keyof DonationsRpc>;
