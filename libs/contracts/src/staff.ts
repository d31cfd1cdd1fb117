import { ADMIN_ROLE, MEMBER_ROLE } from './constants';
import type { ActivityEntry } from './activity';
import type { Actor } from './content';
import type { DonationView } from './donations';
import type { Pagination } from './pagination';

/** The staff roles beside members (ARCHITECTURE: Roles). Admin is exactly 'Admin' (SPEC §6). */
export const MODERATOR_ROLE = 'Moderator';

/** The role names of the staff API (`PUT /api/staff/players/:accountId/role`). */
export const STAFF_API_ROLES = ['member', 'moderator', 'admin'] as const;
export type StaffApiRole = (typeof STAFF_API_ROLES)[number];

/** The site role each API role name stands for. */
export const SITE_ROLES: Record<StaffApiRole, string> = {
  member: MEMBER_ROLE,
  moderator: MODERATOR_ROLE,
  admin: ADMIN_ROLE,
};

/** The API name of a site role (anything unknown reads as a member). */
export function apiRoleOf(siteRole: string): StaffApiRole {
  return siteRole === ADMIN_ROLE ? 'admin' : siteRole === MODERATOR_ROLE ? 'moderator' : 'member';
}

/** Staff: Admins and Moderators. */
export function isStaffRole(siteRole: string | undefined): boolean {
  return siteRole === ADMIN_ROLE || siteRole === MODERATOR_ROLE;
}

/** Who did a staff action: the site user, as the gateway knows it. */
export type StaffActor = Actor;

/** The client's reason codes (`accounts.greason`), as Cosmic's login screen words them. */
export const BAN_REASON_CODES: Record<number, string> = {
  0: 'No reason given',
  1: 'Hacking or illegal use of third-party programs',
  2: 'Using macros / auto-keyboard',
  3: 'Illicit promotion or advertising',
  4: 'Harassment',
  5: 'Using profane language',
  6: 'Scamming',
  7: 'Misconduct',
  8: 'Illegal cash transaction',
  9: 'Illegal charging / funding',
  10: 'Temporary request',
  11: 'Impersonating a GM',
  12: 'Using illegal programs or violating the game policy',
  13: 'Cursing, scamming or illegal trading via megaphones',
};

/** The reasons the game's report dialog sends (`reports.reason`). */
export const REPORT_REASONS: Record<number, string> = {
  0: 'Hacking',
  1: 'Botting',
  2: 'Scamming',
  3: 'Fake GM',
  4: 'Harassment',
  5: 'Advertising',
};

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface StaffPlayerHit {
  /** The game's `accounts.id`: every player has one, with or without a site user. */
  accountId: number;
  name: string;
  email: string | null;
  characters: string[];
  banned: boolean;
}

export interface StaffBanState {
  banned: boolean;
  banReason: string | null;
  /** The client's reason code, with its words. */
  reasonCode: number;
  /** ISO instant of a temporary ban still running; null for none (or a permanent ban). */
  tempBanUntil: string | null;
}

export interface StaffAccount extends StaffBanState {
  id: number;
  name: string;
  email: string | null;
  /** The game's `createdat`. */
  createdAt: string | null;
  /** The game's `loggedin` is not 0: at the character list or in game. */
  loggedIn: boolean;
  lastLoginGame: string | null;
  lastLoginSite: string | null;
  nxCredit: number;
  maplePoint: number;
  nxPrepaid: number;
  /** NX granted that waits for the player to be seen logged out (or to take it as a coupon). */
  pendingNx: { credit: number; maplePoint: number; prepaid: number };
  twoFactor: boolean;
  ipLock: boolean;
  discord: { username: string } | null;
  /** 'member' | 'moderator' | 'admin' (the site role); null for a game-only account with no site user. */
  role: StaffApiRole | null;
  /** The site user, null for an account only the game knows. */
  siteUserId: number | null;
  /** The game's last address for the account (`accounts.ip`). */
  gameIp: string | null;
  /** The highest GM level of its characters. */
  gmLevel: number;
}

export interface StaffItem {
  itemId: number;
  quantity: number;
  /** The game's inventory type: -1 equipped, 1 equip, 2 use, 3 set-up, 4 etc, 5 cash. */
  inventoryType: number;
  position: number;
}

export interface StaffCharacter {
  id: number;
  name: string;
  level: number;
  job: string;
  jobId: number;
  world: number;
  map: number;
  meso: number;
  fame: number;
  gm: number;
  guild: string | null;
  lastLogout: string | null;
  items: StaffItem[];
}

export interface StaffAddress {
  ip: string;
  firstSeen: string;
  lastSeen: string;
  otherAccounts: Array<{ accountId: number; name: string }>;
}

/** A live site session (a signed-in browser); the game's own session is `loggedIn`. */
export interface StaffSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The address it signed in from (null for sessions opened before addresses were kept). */
  ip: string | null;
}

export interface StaffVote {
  at: string;
  site: string;
  credited: boolean;
}

export interface StaffGrantItem {
  characterId: number;
  itemId: number;
  quantity: number;
}

export const GRANT_NX_TYPES = ['credit', 'maplePoint', 'prepaid'] as const;
export type GrantNxType = (typeof GRANT_NX_TYPES)[number];

export interface StaffGrantRequest {
  /** Chosen by the page once per form: the same key delivers once, whoever sends it and how often. */
  key: string;
  accountId: number;
  reason: string;
  /** A negative amount takes NX back, never below zero. */
  nx?: { type: GrantNxType; amount: number };
  items?: StaffGrantItem[];
}

export interface StaffGrant {
  key: string;
  accountId: number;
  accountName: string;
  reason: string;
  nx: { type: GrantNxType; amount: number } | null;
  items: Array<StaffGrantItem & { characterName: string }>;
  by: string;
  createdAt: string;
  /**
   * NX: 'waiting' until the player is seen logged out (or takes it as a coupon), then 'applied';
   * items are in Duey at once ('in-duey'). 'none' for the part not sent.
   */
  delivery: { nx: 'waiting' | 'applied' | 'coupon' | 'none'; items: 'in-duey' | 'none' };
  /** False when this answer is a repeat of a grant sent before with the same key. */
  created: boolean;
}

export const AUDIT_ACTIONS = [
  'role.change',
  'ban',
  'unban',
  'sessions.end',
  'report.status',
  'grant',
  'donation.status',
  'content.edit',
  /** A player's own name change (the actor is the player). */
  'character.rename',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number; name: string };
  action: AuditAction;
  /** What it acted on: 'account:12', 'donation:5', 'report:3', 'article:7'... */
  target: string;
  /** How people name it: an account name, "Donation #5"... */
  targetLabel: string;
  /** The game account it concerns, when it concerns one (the player's page lists these). */
  accountId: number | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The queue every service hands its staff actions to; the accounts service writes the one audit trail. */
export const STAFF_AUDIT_QUEUE = 'staff-audit';

export type StaffAuditJob = Omit<AuditEntry, 'id' | 'at'> & { at: string; eventKey: string };

export interface AuditPage {
  entries: AuditEntry[];
  pagination: Pagination;
}

export interface StaffReport {
  id: number;
  at: string;
  reporter: { characterId: number; name: string | null; accountId: number | null };
  victim: { characterId: number; name: string | null; accountId: number | null };
  reasonCode: number;
  reason: string;
  chatLog: string;
  description: string;
  status: ReportStatus;
  /** Who set the status, and when (null while open). */
  handledBy: string | null;
  handledAt: string | null;
}

export interface ReportPage {
  reports: StaffReport[];
  pagination: Pagination;
  openCount: number;
}

export interface StaffBanRequest {
  reason: string;
  /** ISO instant; omitted: permanent. */
  until?: string;
  reasonCode?: number;
  ip?: boolean;
  mac?: boolean;
  hwid?: boolean;
  /** A report this ban answers: marked Actioned. */
  reportId?: number;
}

export interface StaffBanEntry extends StaffBanState {
  accountId: number;
  name: string;
  /** The staff member who banned on the site, or null for a ban written by the game (an in-game GM). */
  bannedBy: string | null;
  bannedAt: string | null;
  source: 'site' | 'game';
}

export interface StaffBanPage {
  bans: StaffBanEntry[];
  pagination: Pagination;
}

/** The player's page: `GET /api/staff/players/:accountId`. */
export interface StaffPlayerView {
  account: StaffAccount;
  characters: StaffCharacter[];
  addresses: StaffAddress[];
  sessions: StaffSession[];
  /** Null for a Moderator (no money). */
  donations: DonationView[] | null;
  votes: StaffVote[];
  activity: ActivityEntry[];
  /** Null for a Moderator (no money). */
  grants: StaffGrant[] | null;
  audit: AuditEntry[];
  /** What the ban form says about bans and online players. */
  banNote: string;
}
