import type { SiteData } from './main';
import type { RouteLoad } from './measure';

const FAMILIES = ['Warrior', 'Magician', 'Archer', 'Thief', 'Pirate', 'Cygnus', 'Aran', 'Beginner'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
/** The web's cache buster (SPEC §7): every request a new URL, so nothing is served by URL alone. */
const busted = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}_t=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** What home, the rankings, the skills page and an article page fetch, each measured alone. */
export function soloReads(data: SiteData, connections: number): RouteLoad[] {
  return [
    { name: 'GET /api/news (home, article pages)', connections, path: () => busted('/api/news') },
    { name: 'GET /api/server-status (every page)', connections, path: () => busted('/api/server-status') },
    {
      name: 'GET /api/rankings page 1',
      connections,
      path: () => busted('/api/rankings?type=level&jobType=all&page=1&limit=10&includeAvatarDetails=true'),
    },
    { name: 'GET /api/skills (the whole list)', connections, path: () => busted('/api/skills') },
    { name: 'GET /news/:slug (the page itself)', connections, path: () => `/news/${pick(data.articleSlugs)}` },
  ];
}

/** The launch-day mix: mostly reads, a trickle of writes; each route its share of the connections. */
export function mixedLoad(data: SiteData, pingbackKey: string): RouteLoad[] {
  let nextPlayer = 0;
  const player = () => data.players[(nextPlayer += 1) % data.players.length];
  return [
    { name: 'GET /api/news', connections: 22, path: () => busted('/api/news') },
    { name: 'GET /api/server-status', connections: 22, path: () => busted('/api/server-status') },
    {
      name: 'GET /api/rankings page 1',
      connections: 10,
      path: () => busted('/api/rankings?type=level&jobType=all&page=1&limit=10&includeAvatarDetails=true'),
    },
    {
      name: 'GET /api/rankings filter + page',
      connections: 8,
      path: () =>
        busted(
          `/api/rankings?type=${pick(['level', 'fame'])}&jobType=${pick(FAMILIES)}&page=${1 + Math.floor(Math.random() * 50)}&limit=10&includeAvatarDetails=true`,
        ),
    },
    {
      name: 'GET /api/rankings search',
      connections: 8,
      path: () =>
        busted(
          `/api/rankings?type=level&jobType=all&search=${encodeURIComponent(pick(data.names).slice(0, 4))}&page=1&limit=10`,
        ),
    },
    { name: 'GET /api/skills', connections: 6, path: () => busted('/api/skills') },
    { name: 'GET /news/:slug page', connections: 18, path: () => `/news/${pick(data.articleSlugs)}` },
    // Each login is a bcrypt check (cost 10, what v83 servers use): tens of ms of CPU, so a trickle.
    {
      name: 'POST /api/auth/login',
      connections: 2,
      rate: 3,
      method: 'POST',
      path: () => '/api/auth/login',
      body: () => JSON.stringify({ username: player().username, password: 'secret123' }),
    },
    {
      name: 'POST /api/vote/pingback',
      connections: 2,
      rate: 5,
      method: 'POST',
      path: () => '/api/vote/pingback',
      body: () =>
        JSON.stringify({
          pingUsername: player().username,
          VoterIP: `198.51.100.${nextPlayer % 250}`,
          Successful: '0',
          Reason: '',
          pingbackkey: pingbackKey,
        }),
    },
    {
      name: 'POST /api/user/donations/submit',
      connections: 2,
      // Each player may have 3 pending donations: 300 players take 900 submits.
      rate: 5,
      method: 'POST',
      path: () => '/api/user/donations/submit',
      headers: () => ({ authorization: `Bearer ${player().token}` }),
      body: () => JSON.stringify({ packageId: 'nx5', paymentMethod: 'paypal' }),
    },
  ];
}
