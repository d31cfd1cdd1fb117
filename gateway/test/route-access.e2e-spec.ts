import { ADMIN_ROLE } from '@henesys/contracts';
import { loadEnv } from '@henesys/server';
import { TestSystem } from '@henesys/testing';
import { sign } from 'jsonwebtoken';
import { GatewayEnv } from '../src/config/gateway-env';
import { gatewayRoutes, Route } from './gateway-routes';

const SECRET = 'route-access-test-secret-0123456789abcdef';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('every /api route refuses callers without the right token', () => {
  let system: TestSystem;
  let routes: Route[];
  let member: string;
  let moderator: string;
  let admin: string;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'route_access',
      env: { JWT_SECRET: SECRET, RATE_LIMIT_DEFAULT: '100000/60', RATE_LIMIT_LOGIN: '1000/60' },
    });
    routes = await gatewayRoutes(
      loadEnv(GatewayEnv, {
        ...system.secrets,
        REDIS_URL: system.redis.url,
        DATABASE_URL: system.database.url,
        LOG_LEVEL: 'silent',
      }),
    );
    const login = await system.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: 'member1234' }),
    });
    member = (await login.json()).token;
    moderator = await system.login('moderator', 'member1234');
    admin = await system.login('admin', 'admin1234');
  }, 120_000);

  afterAll(() => system?.stop());

  it('finds the routes, and knows which are public', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))).toEqual([]);
    const publicPaths = routes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.path}`);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/server-status',
        'POST /api/auth/login',
        'GET /api/news',
        'POST /api/vote/pingback',
      ]),
    );
    expect(routes.filter((route) => route.access === 'admin').map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/donations',
        '/api/admin/content',
        '/api/staff/grants',
        '/api/staff/players/:accountId/role',
      ]),
    );
    expect(routes.filter((route) => route.access === 'staff').map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/staff/players',
        '/api/staff/players/:accountId/ban',
        '/api/staff/reports',
        '/api/staff/audit',
      ]),
    );
  });

  it('answers 401 to every protected route without a token, or with a malformed, expired, foreign-key or alg:none token', async () => {
    const memberClaims = { sub: 2, username: 'member', role: 'member', tv: 0 };
    const tokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['a malformed token', 'not.a.jwt'],
      ['an expired token', sign(memberClaims, SECRET, { algorithm: 'HS256', expiresIn: -60 })],
      [
        'a token signed with another key',
        sign({ ...memberClaims, role: ADMIN_ROLE }, 'another-key-another-key-another-key-0000', { algorithm: 'HS256' }),
      ],
      ['an alg:none token', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...memberClaims, role: ADMIN_ROLE })}.`],
    ];
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access !== 'public')) {
      const path = route.path.replace(/:[a-zA-Z]+/g, '1');
      for (const [label, token] of tokens) {
        const response = await system.fetch(path, {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}`, 'x-auth-token': token } : {}),
          },
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        if (response.status !== 401) failures.push(`${route.method} ${path} with ${label}: ${response.status}`);
        await response.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  /** Calls a route as `token` with a body that would pass most of the admin and staff forms: the status. */
  const statusAs = async (route: Route, token: string, id = '1'): Promise<number> => {
    const path = route.path.replace(/:[a-zA-Z]+/g, id);
    const response = await system.fetch(path, {
      method: route.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: ['GET', 'DELETE'].includes(route.method)
        ? undefined
        : JSON.stringify({
            status: 'completed',
            maintenance: true,
            title: 'x',
            content: 'x',
            category: 'news',
            severity: 'info',
            markdown: 'x',
            role: 'admin',
            reason: 'x',
          }),
    });
    await response.arrayBuffer();
    return response.status;
  };

  it('answers 403 to a member on every admin and staff route, changing nothing', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access === 'admin' || candidate.access === 'staff')) {
      const status = await statusAs(route, member);
      if (status !== 403) failures.push(`${route.method} ${route.path}: ${status}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers 403 to a Moderator on every admin route (money, content, roles), and lets them (and an Admin) past the role check on every staff route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access === 'admin')) {
      const status = await statusAs(route, moderator);
      if (status !== 403) failures.push(`admin ${route.method} ${route.path}: ${status}`);
    }
    for (const route of routes.filter((candidate) => candidate.access === 'staff')) {
      // An id no player has: past the guard, the service answers (404, 400...), never 401 or 403.
      for (const [who, token] of [
        ['Moderator', moderator],
        ['Admin', admin],
      ]) {
        const status = await statusAs(route, token, '2147483000');
        if (status === 401 || status === 403 || status >= 500)
          failures.push(`${who} on staff ${route.method} ${route.path}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
