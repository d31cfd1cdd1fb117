import type { AccountDetails, NxCouponAnswer, SuccessMessage } from './account';
import type { Coin } from './catalogue';
import type {
  AdminDonationPage,
  CryptoPayment,
  DonationChangeReply,
  DonationFilter,
  DonationPage,
  DonationStatusChange,
  DonationView,
} from './donations';
import type { GuildRankingsQuery, GuildRankingsResponse } from './guild-rankings';
import type { PageQuery } from './pagination';
import type { AvatarTemplates, RankingsQuery, RankingsResponse } from './rankings';
import type {
  AuditPage,
  ReportPage,
  ReportStatus,
  StaffApiRole,
  StaffBanPage,
  StaffBanRequest,
  StaffBanState,
  StaffGrant,
  StaffGrantRequest,
  StaffPlayerHit,
  StaffPlayerView,
  StaffReport,
} from './staff';

/** SPEC §7's cache buster: every GET may carry it; the gateway ignores it. */
interface CacheBusted {
  _t?: number;
}

/**
 * The gateway's routes (under /api) by `METHOD /path`, path parameters as `:name`: the query, the body
 * and the answer of each. The web's callApi (web/src/lib/api-routes.ts) is typed from it; a route
 * joins when its feature's calls move to callApi (rankings, donations, the dashboard's account details and the staff console so far).
 */
export interface ApiRoutes {
  'GET /rankings': { query: RankingsQuery & CacheBusted; reply: RankingsResponse };
  'GET /rankings/guilds': { query: GuildRankingsQuery & CacheBusted; reply: GuildRankingsResponse };
  'GET /rankings/avatar-templates': { reply: AvatarTemplates };
  'GET /donations': {
    query: Partial<PageQuery> & { status?: DonationFilter; search?: string } & CacheBusted;
    reply: AdminDonationPage;
  };
  'PUT /donations/:id/status': { body: DonationStatusChange; reply: DonationChangeReply };
  'POST /donations/:id/retry-delivery': { reply: DonationChangeReply };
  'GET /user/account-details': { reply: AccountDetails };
  'POST /user/nx/coupon': { reply: NxCouponAnswer };
  'GET /user/donations': {
    query: { page: number; limit: number; status: DonationFilter } & CacheBusted;
    reply: DonationPage;
  };
  'PATCH /user/donations/:id/cancel': { reply: DonationAnswer };
  'PATCH /user/donations/:id/transaction-code': { body: { transactionCode: string }; reply: DonationAnswer };
  'GET /crypto-payments/:id': { query: { crypto_currency: Coin } & CacheBusted; reply: { payment: CryptoPayment } };
  'GET /staff/players': { query: { q: string } & CacheBusted; reply: { players: StaffPlayerHit[] } };
  'GET /staff/players/:accountId': { reply: StaffPlayerView };
  'POST /staff/players/:accountId/ban': { body: StaffBanRequest; reply: StaffBanReply };
  'POST /staff/players/:accountId/unban': { body: { reason?: string }; reply: StaffBanReply };
  'POST /staff/players/:accountId/sessions/end': { reply: { message: string } };
  'PUT /staff/players/:accountId/role': {
    body: { role: StaffApiRole };
    reply: { message: string; role: StaffApiRole };
  };
  'GET /staff/bans': { query: { page: number } & CacheBusted; reply: StaffBanPage };
  'GET /staff/reports': { query: { status: ReportStatus; page: number } & CacheBusted; reply: ReportPage };
  'GET /staff/reports/count': { reply: { open: number } };
  'PUT /staff/reports/:id': { body: { status: ReportStatus }; reply: { message: string; report: StaffReport } };
  'GET /staff/audit': {
    query: { actor?: string; action?: string; target?: string; page: number } & CacheBusted;
    reply: AuditPage;
  };
  'POST /staff/grants': { body: StaffGrantRequest; reply: StaffGrant };
}

/** A player's change to their own donation: the message and the donation after it. */
export type DonationAnswer = SuccessMessage & { donation: DonationView };

/** A ban or an unban: what was done, and the account's ban state after it. */
export interface StaffBanReply {
  message: string;
  ban: StaffBanState;
}

export type ApiRoute = keyof ApiRoutes;
