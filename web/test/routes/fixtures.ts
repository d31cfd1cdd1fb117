/** Canned API answers for the route tests, typed by the contracts (libs/contracts/src). */
import type {
  AccountDetails,
  DonationPage,
  NewsItem,
  NewsResponse,
  ProfileView,
  RankingEntry,
  RankingsResponse,
} from '@henesys/contracts';
import type { MockAnswer, MockApi, RefusalBody } from './render-route';

export const ok = <Body>(body: Body): MockAnswer<Body> => ({ status: 200, body });
export const failure = (status: number, message: string): MockAnswer<RefusalBody> => ({
  status,
  body: { statusCode: status, message },
});

export const TOKEN = 'test-session-token';

export const PROFILE: ProfileView = {
  id: 7,
  username: 'LeafRogue',
  email: 'leaf@example.com',
  role: 'member',
  isAdmin: false,
  created_at: '2026-01-02T10:00:00.000Z',
  last_login: '2026-03-01T18:30:00.000Z',
  birthday: '1999-04-05',
  characters: [],
};

export const ACCOUNT_DETAILS: AccountDetails = {
  status: 'active',
  banExpiration: null,
  nxCash: 12_500,
  nxPrepaid: 3_000,
  pendingNx: { credit: 0, prepaid: 0 },
  inGame: false,
  lastLogin: '2026-03-01T18:30:00.000Z',
  discord: { connected: false, username: null },
  characters: [
    { name: 'Shadowleaf', level: 120, job: 'Hermit', lastPlayed: '2026-03-01T18:00:00.000Z' },
    { name: 'Mapleheal', level: 35, job: 'Cleric', lastPlayed: null },
  ],
  // Two logins: a returning player ('Welcome back').
  recentActivity: [
    { type: 'login', details: 'Logged in from 203.0.113.7', date: '2026-11-25T09:00:00.000Z' },
    { type: 'login', details: 'Logged in from 203.0.113.7', date: '2026-11-24T18:30:00.000Z' },
  ],
};

export const NO_DONATIONS: DonationPage = { donations: [], pagination: { page: 1, pages: 0, total: 0, limit: 5 } };

/** A stored token that GET /api/user/profile accepts: the player is logged in. */
export function loggedIn(profile: ProfileView = PROFILE): MockApi {
  return { 'GET /api/user/profile': ok(profile) };
}

export function newsItem(fields: Pick<NewsItem, 'id' | 'title' | 'category' | 'link'> & Partial<NewsItem>): NewsItem {
  return {
    date: '2026-03-01T12:00:00.000Z',
    formatted_date: 'March 1, 2026',
    content: `<p>${fields.title} in full.</p>`,
    status: 'active',
    end_date: null,
    formatted_end_date: null,
    ...fields,
  };
}

export const NEWS: NewsResponse = {
  updates: [newsItem({ id: 1, title: 'Patch 1.4: Aran rebalance', category: 'update', link: '/updates/patch-1-4' })],
  news: [newsItem({ id: 2, title: 'Henesys opens its gates', category: 'news', link: '/news/henesys-opens' })],
  events: [],
  notices: [
    {
      id: 3,
      title: 'Scheduled maintenance',
      date: '2026-03-01T12:00:00.000Z',
      formatted_date: 'March 1, 2026',
      content: 'The game is down for an hour on Sunday.',
      link: null,
      severity: 'info',
      estimated_duration: '1 hour',
    },
  ],
};

export function rankingEntry(
  rank: number,
  name: string,
  level: number,
  fields: Partial<RankingEntry> = {},
): RankingEntry {
  return { id: rank, rank, name, level, exp: 0, fame: 10, job: 412, jobName: 'Night Lord', guild: null, ...fields };
}

export function rankingsPage(entries: RankingEntry[], total = entries.length): RankingsResponse {
  return {
    rankings: entries,
    pagination: { total, totalPages: Math.max(1, Math.ceil(total / 10)), currentPage: 1, limit: 10 },
  };
}
