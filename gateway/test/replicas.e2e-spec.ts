import { PROCESSES, ProcessName } from '@henesys/runner';
import { TestSystem, until } from '@henesys/testing';
import Redis from 'ioredis';
import { Client } from 'pg';

const TWO_OF_EACH = Object.fromEntries(PROCESSES.map((spec) => [spec.name, 2])) as Record<ProcessName, number>;
const PLAYERS = 10;

interface WirePacket {
  id?: string;
  requestId?: string;
}

/**
 * Two copies of every service and of the gateway on one Redis: each request is handled and answered
 * by exactly one copy, so commands apply once; and a request id follows a request from the gateway
 * through the transport into the worker's job.
 */
describe('two replicas of everything', () => {
  let system: TestSystem;
  let db: Client;
  let monitor: Redis;
  const requests = new Map<string, string>();
  const replies = new Map<string, number>();

  const gateways = () => ['gateway', 'gateway#2'] as const;
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0].n);
  /** A count from the game database (Cosmic's tables). */
  const gameCount = async (sql: string, params: Array<string | string[]> = []) =>
    Number((await system.game.db.rows<{ n: number }>(sql, params))[0].n);

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'replicas',
      replicas: TWO_OF_EACH,
      env: {
        LOG_LEVEL: 'debug',
        RPC_TIMEOUT_MS: '8000',
        RATE_LIMIT_DEFAULT: '100000/60',
        RATE_LIMIT_LOGIN: '1000/60',
        RATE_LIMIT_REGISTER: '1000/60',
      },
      envFor: {
        donations: { DELIVERY_WAIT_MS: '5000' },
        accounts: { GAME_OFFLINE_CONFIRM_SECONDS: '1', PENDING_NX_SWEEP_SECONDS: '1' },
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    monitor = new Redis(system.redis.url);
    monitor.on('pmessage', (_pattern, channel: string, raw: string) => {
      const packet = JSON.parse(raw) as WirePacket;
      if (!packet.id) return;
      if (channel.endsWith('.reply')) replies.set(packet.id, (replies.get(packet.id) ?? 0) + 1);
      else requests.set(packet.id, channel);
    });
    await monitor.psubscribe('*');
  }, 180_000);

  afterAll(async () => {
    monitor?.disconnect();
    await db?.end();
    await system?.stop();
  });

  /** A call through one of the two gateways, chosen by turn. */
  async function call(
    turn: number,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${system.gatewayUrl(gateways()[turn % 2])}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.json() };
  }

  it('applies every command once and answers every query once, spread over both copies', async () => {
    const before = {
      users: await count('SELECT count(*) AS n FROM auth.users'),
      articles: await count('SELECT count(*) AS n FROM content.articles'),
    };
    const names = Array.from({ length: PLAYERS }, (_, index) => `rep${Date.now().toString(36).slice(-5)}${index}`);

    const registered = await Promise.all(
      names.map((username, index) =>
        call(index, 'POST', '/api/auth/register', undefined, {
          username,
          email: `${username}@example.com`,
          password: 'secret123',
          birthday: '1990-03-03',
        }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(names.map(() => 201));

    const tokens = await Promise.all(
      names.map(
        async (username, index) =>
          (await call(index + 1, 'POST', '/api/auth/login', undefined, { username, password: 'secret123' })).body
            .token as string,
      ),
    );
    const submitted = await Promise.all(
      tokens.map((token, index) =>
        call(index, 'POST', '/api/user/donations/submit', token, { packageId: 'nx5', paymentMethod: 'paypal' }),
      ),
    );
    expect(submitted.map((answer) => answer.status)).toEqual(names.map(() => 201));

    const admin = (await call(0, 'POST', '/api/auth/login', undefined, { username: 'admin', password: 'admin1234' }))
      .body.token as string;
    const articles = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        call(index, 'POST', '/api/admin/content/articles', admin, {
          category: 'news',
          title: `Replica news ${index}`,
          content: 'Once.',
          status: 'active',
        }),
      ),
    );
    expect(articles.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);

    const reads = ['/api/news', '/api/server-status', '/api/rankings?type=level', '/api/skills?q=slash', '/api/health'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(
          index,
          'GET',
          `${reads[index % reads.length]}${reads[index % reads.length].includes('?') ? '&' : '?'}_t=${index}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    const ids = (
      await db.query(`SELECT id FROM donations.donations WHERE username = ANY($1) ORDER BY id`, [names])
    ).rows.map((row) => row.id as number);
    const completed = await Promise.all(
      ids.map((id, index) => call(index, 'PUT', `/api/donations/${id}/status`, admin, { status: 'completed' })),
    );
    expect(completed.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    await until(
      'every reward credited',
      async () =>
        (await gameCount('SELECT count(*) AS n FROM accounts WHERE `name` IN (?) AND nxPrepaid > 0', [names])) ===
        PLAYERS,
      30_000,
    );

    expect(await count('SELECT count(*) AS n FROM auth.users')).toBe(before.users + PLAYERS);
    expect(await count('SELECT count(*) AS n FROM donations.donations WHERE username = ANY($1)', [names])).toBe(
      PLAYERS,
    );
    expect(await count('SELECT count(*) AS n FROM content.articles')).toBe(before.articles + 4);
    // 5 000 NX and the gift card's 10%, once each.
    expect(await system.game.db.rows('SELECT DISTINCT nxPrepaid FROM accounts WHERE `name` IN (?)', [names])).toEqual([
      { nxPrepaid: 5500 },
    ]);
    expect(
      await gameCount(
        "SELECT count(*) AS n FROM henesys_nx_grants g JOIN accounts a ON a.id = g.account_id WHERE a.`name` IN (?) AND g.source = 'donation' AND g.applied_at IS NOT NULL",
        [names],
      ),
    ).toBe(PLAYERS);

    await until('every request answered', async () => [...requests.keys()].every((id) => replies.has(id)), 5_000);
    const answeredTwice = [...requests.keys()].filter((id) => replies.get(id) !== 1);
    expect(answeredTwice).toEqual([]);
    expect(requests.size).toBeGreaterThan(100);

    const claimants = new Map<string, Set<string>>();
    const keys = new Redis(system.redis.url);
    for (const [id, channel] of requests) {
      const claimant = await keys.get(`rpc:claim:${id}`);
      const service = channel.split('.')[0];
      if (claimant) claimants.set(service, (claimants.get(service) ?? new Set()).add(claimant));
    }
    keys.disconnect();
    for (const service of ['auth', 'donations', 'content', 'rankings']) expect(claimants.get(service)?.size).toBe(2);
  }, 120_000);

  it('follows a request id from the gateway through the service into the worker job', async () => {
    const admin = (await call(1, 'POST', '/api/auth/login', undefined, { username: 'admin', password: 'admin1234' }))
      .body.token as string;
    const username = `trace${Date.now().toString(36).slice(-6)}`;
    await call(0, 'POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '1990-03-03',
    });
    const token = (await call(0, 'POST', '/api/auth/login', undefined, { username, password: 'secret123' })).body
      .token as string;
    await call(1, 'POST', '/api/user/donations/submit', token, { packageId: 'nx5', paymentMethod: 'paypal' });
    const id = (await db.query(`SELECT id FROM donations.donations WHERE username = $1`, [username])).rows[0]
      .id as number;

    const requestId = `trace-${Date.now()}`;
    const response = await fetch(`${system.gatewayUrl()}/api/donations/${id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'x-request-id': requestId },
      body: JSON.stringify({ status: 'completed' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    const tagged = (process: string) =>
      system.logs.filter((line) => line.startsWith(`[${process}`) && line.includes(`"requestId":"${requestId}"`));
    await until(
      'the request id in every process',
      async () => ['gateway', 'donations', 'worker'].every((process) => tagged(process).length > 0),
      10_000,
    );
    expect(tagged('donations').join('\n')).toContain('Handling donations.');
    expect(tagged('worker').join('\n')).toContain('delivered');
    expect(JSON.parse(tagged('worker')[0].replace(/^\[[^\]]+\] /, ''))).toMatchObject({ requestId, process: 'worker' });

    const fresh = await fetch(`${system.gatewayUrl('gateway#2')}/api/health/live`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('writes the access-log line for answers sent from memory (a cached API answer, the SPA page) as for any other', async () => {
    await fetch(`${system.gatewayUrl()}/api/news?_t=1`); // fills this gateway's cache
    const stamp = Date.now();
    const sent = [
      // The access log keeps a query's names, never its values (they may carry tokens).
      { requestId: `cached-${stamp}`, url: '/api/news?_t=2', logged: '/api/news?_t=[redacted]' },
      { requestId: `page-${stamp}`, url: '/rankings', logged: '/rankings' },
    ];
    for (const { requestId, url } of sent) {
      const response = await fetch(`${system.gatewayUrl()}${url}`, { headers: { 'x-request-id': requestId } });
      expect(response.status).toBe(200);
    }
    const lineOf = (requestId: string) =>
      system.logs.find(
        (line) =>
          line.startsWith('[gateway') &&
          line.includes(`"requestId":"${requestId}"`) &&
          line.includes('request completed'),
      );
    await until(
      'both access-log lines',
      async () => sent.every(({ requestId }) => lineOf(requestId) !== undefined),
      5_000,
    );
    for (const { requestId, logged } of sent) {
      expect(JSON.parse((lineOf(requestId) ?? '').replace(/^\[[^\]]+\] /, ''))).toMatchObject({
        level: 30,
        process: 'gateway',
        requestId,
        req: { id: requestId, method: 'GET', url: logged },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      });
    }
  }, 30_000);
});
