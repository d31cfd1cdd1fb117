import type { ActivityEntry } from './activity';
import type { DonationView } from './donations';
import type {
  AuditAction,
  AuditPage,
  ReportPage,
  ReportStatus,
  StaffAccount,
  StaffActor,
  StaffAddress,
  StaffApiRole,
  StaffBanPage,
  StaffBanRequest,
  StaffBanState,
  StaffCharacter,
  StaffGrant,
  StaffGrantRequest,
  StaffPlayerHit,
  StaffSession,
  StaffVote,
  AuditEntry,
} from './staff';

/** What auth knows of a player for the staff page (the rest comes from accounts, donations and community). */
export interface StaffIdentity {
  account: Omit<StaffAccount, 'pendingNx' | 'discord'>;
  characters: StaffCharacter[];
  addresses: StaffAddress[];
  sessions: StaffSession[];
}

/** The staff console's patterns, served by auth (identity, bans, roles, sessions) and accounts (reports, grants, audit). */
export type StaffRpc = {
  /** Prefix search over account, character and site names, emails and addresses; `userIds`: site users found by Discord name. */
  'auth.staff-search': { request: { q: string; userIds?: number[] }; response: { players: StaffPlayerHit[] } };
  'auth.staff-player': { request: { accountId: number }; response: StaffIdentity };
  'auth.staff-ban': {
    request: { actor: StaffActor; accountId: number; ban: StaffBanRequest };
    response: { message: string; ban: StaffBanState };
  };
  'auth.staff-unban': {
    request: { actor: StaffActor; accountId: number; reason?: string };
    response: { message: string; ban: StaffBanState };
  };
  'auth.staff-end-sessions': {
    request: { actor: StaffActor; accountId: number };
    response: { message: string };
  };
  'auth.staff-set-role': {
    request: { actor: StaffActor; accountId: number; role: StaffApiRole };
    response: { message: string; role: StaffApiRole };
  };
  'auth.staff-bans': { request: { page: number; limit: number }; response: StaffBanPage };
  'accounts.staff-history': {
    request: { accountId: number; accountName: string };
    response: {
      pendingNx: StaffAccount['pendingNx'];
      votes: StaffVote[];
      activity: ActivityEntry[];
      grants: StaffGrant[];
      audit: AuditEntry[];
    };
  };
  'accounts.staff-reports': {
    request: { status: ReportStatus; page: number; limit: number };
    response: ReportPage;
  };
  'accounts.staff-report-count': { request: Record<string, never>; response: { open: number } };
  'accounts.staff-set-report': {
    request: { actor: StaffActor; id: number; status: ReportStatus };
    response: { message: string; report: ReportPage['reports'][number] };
  };
  'accounts.staff-grant': { request: { actor: StaffActor; grant: StaffGrantRequest }; response: StaffGrant };
  'accounts.staff-audit': {
    request: { actor?: string; action?: AuditAction; target?: string; page: number; limit: number };
    response: AuditPage;
  };
  /** The donations of one site user, for the staff page (Admins only). */
  'donations.of-user': { request: { userId: number }; response: DonationView[] };
  /** Site users whose linked Discord name starts with `q`. */
  'community.staff-find': { request: { q: string }; response: { userIds: number[] } };
  'community.staff-link': { request: { userId: number }; response: { username: string } | null };
};

export const STAFF_PATTERNS = {
  authStaffSearch: 'auth.staff-search',
  authStaffPlayer: 'auth.staff-player',
  authStaffBan: 'auth.staff-ban',
  authStaffUnban: 'auth.staff-unban',
  authStaffEndSessions: 'auth.staff-end-sessions',
  authStaffSetRole: 'auth.staff-set-role',
  authStaffBans: 'auth.staff-bans',
  accountsStaffHistory: 'accounts.staff-history',
  accountsStaffReports: 'accounts.staff-reports',
  accountsStaffReportCount: 'accounts.staff-report-count',
  accountsStaffSetReport: 'accounts.staff-set-report',
  accountsStaffGrant: 'accounts.staff-grant',
  accountsStaffAudit: 'accounts.staff-audit',
  donationsOfUser: 'donations.of-user',
  communityStaffFind: 'community.staff-find',
  communityStaffLink: 'community.staff-link',
} as const satisfies Record<string, keyof StaffRpc>;
