import { MESSAGES, sessionStateKey, tokenVersionKey } from '@henesys/contracts';
import { recordReliability, TestSystem } from '@henesys/testing';
import Redis from 'ioredis';
import { decode, sign } from 'jsonwebtoken';

const GENEROUS = '1000/60';
const GATEWAYS = ['gateway', 'gateway#2'] as const;
type Gateway = (typeof GATEWAYS)[number];

/**
 * Logging out ends the token on the server: refused afterwards by the API, the Discord popup's first
 * stop and the queue dashboard's cookie, on both of two gateway processes; "log out everywhere" ends
 * every session of the user. The state lives in Redis and in auth's Postgres, not in a gateway.
 */
describe('sessions end on the server (logout, log out everywhere) across two gateways', () => {
  let system: TestSystem;
  let redis: Redis;
  let counter = 0;

  /** One JSON call to one gateway process. */
  async function call(
    gateway: Gateway,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${system.gatewayUrl(gateway)}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
  }

  /** The profile's status through each gateway: what a page of the site would get. */
  const profileStatuses = async (token: string) =>
    Promise.all(GATEWAYS.map(async (gateway) => (await call(gateway, 'GET', '/api/user/profile', token)).status));

  const login = (username: string, password: string) => system.login(username, password);

  async function newPlayer() {
    const username = `s${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const password = 'secret123';
    expect(
      (
        await system.api('POST', '/api/auth/register', undefined, {
          username,
          email: `${username}@example.com`,
          password,
          birthday: '1995-04-04',
        })
      ).status,
    ).toBe(201);
    return { username, password, token: await login(username, password) };
  }

  const sessionIdOf = (token: string) => (decode(token) as { jti: string }).jti;

  /** The Discord popup's first stop with a site token: to Discord, or back to the callback refused. */
  async function popupStart(gateway: Gateway, token: string): Promise<string> {
    const answer = await call(gateway, 'GET', `/api/discord/auth?client_token=${encodeURIComponent(token)}`);
    expect(answer.status).toBe(302);
    return answer.headers.get('location') ?? '';
  }

  /** POST /api/admin/queues/session: the dashboard cookie's value. */
  async function dashboardCookie(token: string): Promise<string> {
    const answer = await call('gateway', 'POST', '/api/admin/queues/session', token);
    expect(answer.status).toBe(200);
    const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('henesys_queue_dashboard=')) ?? '';
    return line.split(';')[0];
  }

  const dashboardStatus = async (gateway: Gateway, cookie: string) =>
    (await call(gateway, 'GET', '/api/admin/queues/', undefined, undefined, { cookie })).status;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'sessions',
      processes: ['auth', 'accounts', 'community', 'gateway'],
      replicas: { gateway: 2 },
      env: { RATE_LIMIT_LOGIN: GENEROUS, RATE_LIMIT_REGISTER: GENEROUS, RATE_LIMIT_DEFAULT: GENEROUS },
    });
    redis = new Redis(system.redis.url);
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await system?.stop();
  });

  it("logs out through one gateway: the token is refused on both, the same user's other session lives on", async () => {
    const player = await newPlayer();
    const other = await login(player.username, player.password);
    expect(await profileStatuses(player.token)).toEqual([200, 200]);

    expect(await call('gateway#2', 'POST', '/api/auth/logout', player.token)).toMatchObject({
      status: 200,
      body: { success: true, message: MESSAGES.loggedOut },
    });
    for (const gateway of GATEWAYS) {
      expect(await call(gateway, 'GET', '/api/user/profile', player.token)).toMatchObject({
        status: 401,
        body: { message: MESSAGES.sessionExpired },
      });
    }
    expect(await profileStatuses(other)).toEqual([200, 200]);
    // Logging out twice: the token is already refused.
    expect((await call('gateway', 'POST', '/api/auth/logout', player.token)).status).toBe(401);
  });

  it("refuses the logged-out token at the Discord popup's first stop (GET with client_token, and POST), on both gateways", async () => {
    const player = await newPlayer();
    for (const gateway of GATEWAYS) {
      expect(await popupStart(gateway, player.token)).toContain(`${system.discord.baseUrl}/oauth2/authorize`);
      expect((await call(gateway, 'POST', '/api/discord/auth', player.token)).body.url).toContain(
        `${system.discord.baseUrl}/oauth2/authorize`,
      );
    }
    expect((await call('gateway', 'POST', '/api/auth/logout', player.token)).status).toBe(200);
    for (const gateway of GATEWAYS) {
      expect(await popupStart(gateway, player.token)).toBe('/api/discord/callback?error=invalid_session');
      expect(await call(gateway, 'POST', '/api/discord/auth', player.token)).toMatchObject({
        status: 401,
        body: { message: MESSAGES.sessionExpired },
      });
    }
  });

  it('ends the queue dashboard cookie opened from the logged-out session, not one opened from another session', async () => {
    const admin = await login('admin', 'admin1234');
    const otherAdmin = await login('admin', 'admin1234');
    const cookie = await dashboardCookie(admin);
    const otherCookie = await dashboardCookie(otherAdmin);
    expect([await dashboardStatus('gateway', cookie), await dashboardStatus('gateway#2', cookie)]).toEqual([200, 200]);

    expect((await call('gateway', 'POST', '/api/auth/logout', admin)).status).toBe(200);
    expect([await dashboardStatus('gateway', cookie), await dashboardStatus('gateway#2', cookie)]).toEqual([401, 401]);
    expect([await dashboardStatus('gateway', otherCookie), await dashboardStatus('gateway#2', otherCookie)]).toEqual([
      200, 200,
    ]);
  });

  it("logs out everywhere: every session of the user ends on both gateways, the caller's and its dashboard cookie included; nobody else's", async () => {
    const admin = await login('admin', 'admin1234');
    const sessions = [admin, await login('admin', 'admin1234'), await login('admin', 'admin1234')];
    const cookie = await dashboardCookie(sessions[1]);
    const member = await login('member', 'member1234');

    expect(await call('gateway#2', 'POST', '/api/auth/logout-all', admin)).toMatchObject({
      status: 200,
      body: { success: true, message: MESSAGES.loggedOutEverywhere },
    });
    for (const token of sessions) expect(await profileStatuses(token)).toEqual([401, 401]);
    expect([await dashboardStatus('gateway', cookie), await dashboardStatus('gateway#2', cookie)]).toEqual([401, 401]);
    expect(await profileStatuses(member)).toEqual([200, 200]);
    expect(await profileStatuses(await login('admin', 'admin1234'))).toEqual([200, 200]);
  });

  it('keeps 12 sessions of one user apart: logging out 6 of them at once, through both gateways, ends exactly those', async () => {
    const player = await newPlayer();
    const tokens: string[] = [];
    // One after the other: logins sent at once meet the per-account backoff.
    for (let i = 0; i < 12; i += 1) tokens.push(await login(player.username, player.password));
    expect(new Set(tokens.map(sessionIdOf)).size).toBe(12);
    const ended = tokens.filter((_token, i) => i % 2 === 0);
    const answers = await Promise.all(
      ended.map((token, i) => call(GATEWAYS[i % 2], 'POST', '/api/auth/logout', token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ended.map(() => 200));
    const statuses = await Promise.all(tokens.map(profileStatuses));
    expect(statuses).toEqual(tokens.map((_token, i) => (i % 2 === 0 ? [401, 401] : [200, 200])));
    recordReliability('sessions', {
      section: 'Data safety',
      case: "6 of one player's 12 sessions logged out at once through two gateways",
      result: 'Exactly those 6 refused (401) on both gateways, the other 6 still served',
      figures: {
        sessions: tokens.length,
        'logged out': ended.length,
        'refused on both gateways': statuses.filter(([a, b]) => a === 401 && b === 401).length,
      },
    });
  });

  it('keeps an ended session ended when Redis forgets it (auth answers from Postgres and publishes it again)', async () => {
    const player = await newPlayer();
    const live = await login(player.username, player.password);
    expect((await call('gateway', 'POST', '/api/auth/logout', player.token)).status).toBe(200);
    await redis.del(sessionStateKey(sessionIdOf(player.token)), sessionStateKey(sessionIdOf(live)));

    expect(await profileStatuses(player.token)).toEqual([401, 401]);
    expect(await profileStatuses(live)).toEqual([200, 200]);
    expect(await redis.mget(sessionStateKey(sessionIdOf(player.token)), sessionStateKey(sessionIdOf(live)))).toEqual([
      '0',
      '1',
    ]);

    // The same for "log out everywhere": its token version is in Postgres too.
    expect((await call('gateway', 'POST', '/api/auth/logout-all', live)).status).toBe(200);
    const { sub } = decode(live) as unknown as { sub: number };
    await redis.del(tokenVersionKey(sub), sessionStateKey(sessionIdOf(live)));
    expect(await profileStatuses(live)).toEqual([401, 401]);
  });

  it('refuses a correctly signed token that names no session (issued before sessions existed), and both routes without a token', async () => {
    const member = await login('member', 'member1234');
    const claims = decode(member) as unknown as { sub: number; username: string; role: string; tv: number };
    const sessionless = sign(
      { sub: claims.sub, username: claims.username, role: claims.role, tv: claims.tv },
      system.secrets.JWT_SECRET,
      { algorithm: 'HS256', expiresIn: '1h' },
    );
    expect(await profileStatuses(sessionless)).toEqual([401, 401]);
    expect(await profileStatuses(member)).toEqual([200, 200]);
    for (const path of ['/api/auth/logout', '/api/auth/logout-all'])
      expect((await call('gateway', 'POST', path)).status).toBe(401);
  });
});
