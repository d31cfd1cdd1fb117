import type { SuccessMessage } from './account';
import type {
  AdminDonationPage,
  CryptoPayment,
  DonationChangeReply,
  DonationFilter,
  DonationOwner,
  DonationPage,
  DonationStatusChange,
  DonationView,
  SubmitDonationRequest,
} from './donations';
import type { Coin } from './catalogue';
import type { FounderStatus } from './community';

type AsOwner<T = object> = T & { owner: DonationOwner };

export type DonationsRpc = {
  'donations.submit': {
    request: AsOwner<{ donation: SubmitDonationRequest }>;
    response: { donation: DonationView; message: string };
  };
  'donations.list-mine': {
    request: AsOwner<{ page: number; limit: number; status: DonationFilter }>;
    response: DonationPage;
  };
  'donations.transaction-code': {
    request: AsOwner<{ id: number; transactionCode: string }>;
    response: SuccessMessage & { donation: DonationView };
  };
  'donations.cancel': { request: AsOwner<{ id: number }>; response: SuccessMessage & { donation: DonationView } };
  'donations.crypto-payment': { request: AsOwner<{ id: number; coin?: Coin }>; response: { payment: CryptoPayment } };
  'donations.admin-list': {
    request: AsOwner<{ page: number; limit: number; status: DonationFilter; search?: string }>;
    response: AdminDonationPage;
  };
  'donations.set-status': {
    request: AsOwner<{ id: number } & DonationStatusChange>;
    response: DonationChangeReply;
  };
  'donations.retry-delivery': { request: AsOwner<{ id: number }>; response: DonationChangeReply };
  'donations.founder-status': { request: { userId: number }; response: FounderStatus };
};

export const DONATIONS_PATTERNS = {
  donationsSubmit: 'donations.submit',
  donationsListMine: 'donations.list-mine',
  donationsTransactionCode: 'donations.transaction-code',
  donationsCancel: 'donations.cancel',
  donationsCryptoPayment: 'donations.crypto-payment',
  donationsAdminList: 'donations.admin-list',
  donationsSetStatus: 'donations.set-status',
  donationsRetryDelivery: 'donations.retry-delivery',
  donationsFounderStatus: 'donations.founder-status',
} as const satisfies Record<string, keyof DonationsRpc>;
