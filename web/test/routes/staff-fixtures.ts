/** Canned answers of the staff API for the staff console's route tests (libs/contracts/src/staff.ts). */
import type {
  AuditEntry,
  ProfileView,
  StaffBanEntry,
  StaffGrant,
  StaffPlayerView,
  StaffReport,
} from '@henesys/contracts';
import { loggedIn, ok, PROFILE } from './fixtures';
import type { MockApi } from './render-route';

export const ADMIN_PROFILE: ProfileView = { ...PROFILE, id: 1, username: 'admin', role: 'Admin', isAdmin: true };
export const MODERATOR_PROFILE: ProfileView = { ...PROFILE, id: 2, username: 'warden', role: 'Moderator' };

export const PLAYER_ID = 12;

export const PAGE_INFO = { page: 1, pages: 1, total: 1, limit: 20 };

export function auditEntry(fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-03-01T10:00:00.000Z',
    actor: { id: 1, name: 'admin' },
    action: 'role.change',
    target: `account:${PLAYER_ID}`,
    targetLabel: 'member',
    accountId: PLAYER_ID,
    reason: 'Trusted helper',
    before: { role: 'member' },
    after: { role: 'moderator' },
    ...fields,
  };
}

export const GRANT: StaffGrant = {
  key: 'old-grant',
  accountId: PLAYER_ID,
  accountName: 'member',
  reason: 'Event prize',
  nx: { type: 'credit', amount: 5000 },
  items: [],
  by: 'admin',
  createdAt: '2026-02-20T12:00:00.000Z',
  delivery: { nx: 'applied', items: 'none' },
  created: true,
};

/** The admin's view of 'member' (a Moderator's has no donations and no grants: see moderatorView). */
export const PLAYER_VIEW: StaffPlayerView = {
  account: {
    id: PLAYER_ID,
    name: 'member',
    email: 'member@henesys.local',
    createdAt: '2026-01-02T10:00:00.000Z',
    loggedIn: false,
    lastLoginGame: '2026-03-01T18:00:00.000Z',
    lastLoginSite: '2026-03-02T09:00:00.000Z',
    nxCredit: 12_000,
    maplePoint: 300,
    nxPrepaid: 3_500,
    pendingNx: { credit: 5_000, maplePoint: 0, prepaid: 0 },
    twoFactor: true,
    ipLock: false,
    discord: { username: 'leaf#0001' },
    role: 'member',
    siteUserId: 7,
    gameIp: '203.0.113.7',
    gmLevel: 0,
    banned: false,
    banReason: null,
    reasonCode: 0,
    tempBanUntil: null,
  },
  characters: [
    {
      id: 301,
      name: 'MapleHero',
      level: 124,
      job: 'Hero',
      jobId: 112,
      world: 0,
      map: 100000000,
      meso: 1_250_000,
      fame: 88,
      gm: 0,
      guild: 'Leafguard',
      lastLogout: '2026-03-01T19:00:00.000Z',
      items: [
        { itemId: 1302000, quantity: 1, inventoryType: -1, position: -11 },
        { itemId: 2000005, quantity: 50, inventoryType: 2, position: 1 },
      ],
    },
    {
      id: 302,
      name: 'Shroomie',
      level: 38,
      job: 'Cleric',
      jobId: 230,
      world: 0,
      map: 101000000,
      meso: 9_000,
      fame: 12,
      gm: 0,
      guild: null,
      lastLogout: null,
      items: [],
    },
  ],
  addresses: [
    {
      ip: '203.0.113.7',
      firstSeen: '2026-01-02T10:00:00.000Z',
      lastSeen: '2026-03-02T09:00:00.000Z',
      otherAccounts: [{ accountId: 44, name: 'altleaf' }],
    },
  ],
  sessions: [
    { id: 's-1', createdAt: '2026-03-02T09:00:00.000Z', expiresAt: '2026-04-01T09:00:00.000Z', ip: '203.0.113.7' },
  ],
  donations: [],
  votes: [{ at: '2026-03-01T08:00:00.000Z', site: 'GTop100', credited: true }],
  activity: [{ type: 'login', details: 'Logged in from 203.0.113.7', date: '2026-03-02T09:00:00.000Z' }],
  grants: [GRANT],
  audit: [auditEntry()],
  banNote: 'The ban applies at the next game login; the in-game command !dc member disconnects now.',
};

export const moderatorView = (): StaffPlayerView => ({ ...PLAYER_VIEW, donations: null, grants: null });

export const BAN: StaffBanEntry = {
  accountId: 44,
  name: 'altleaf',
  banned: true,
  banReason: 'Botting in Ellinia',
  reasonCode: 2,
  tempBanUntil: null,
  bannedBy: null,
  bannedAt: '2026-02-28T10:00:00.000Z',
  source: 'game',
};

export function report(fields: Partial<StaffReport> = {}): StaffReport {
  return {
    id: 9,
    at: '2026-03-02T11:00:00.000Z',
    reporter: { characterId: 302, name: 'Shroomie', accountId: PLAYER_ID },
    victim: { characterId: 501, name: 'Botter', accountId: 44 },
    reasonCode: 1,
    reason: 'Botting',
    chatLog: 'Botter : buy mesos <b>cheap</b>\nShroomie : stop',
    description: 'Runs the same route all day.',
    status: 'open',
    handledBy: null,
    handledAt: null,
    ...fields,
  };
}

/** Logged in as `profile`, with the staff navigation's report count answered. */
export function staffApi(profile: ProfileView = ADMIN_PROFILE, openReports = 0): MockApi {
  return { ...loggedIn(profile), 'GET /api/staff/reports/count': ok({ open: openReports }) };
}
