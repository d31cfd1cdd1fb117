import { recordReliability, TestSystem } from '@henesys/testing';
import { sign } from 'jsonwebtoken';
import { Client } from 'pg';
import { sampleValue, samples } from './prometheus-text';

/**
 * The admins' queue dashboard (Bull Board at /api/admin/queues, opened through a short-lived cookie)
 * and the queue series of /api/metrics, against the real system: only a current admin gets in, by
 * header token or cookie; the board is read-only and hides mail bodies; a completed donation moves
 * the reward delivery counter and the rewards queue's job counts.
 */
const SECRET = 'queues-e2e-secret-0123456789abcdef0123';
const BOARD = '/api/admin/queues';
const SESSION = `${BOARD}/session`;
const COOKIE = 'henesys_queue_dashboard';
const JOBS = 'henesys_queue_jobs';
const DELIVERIES = 'henesys_reward_deliveries_total';

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

describe('queue dashboard and queue metrics', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  let member: string;
  let players = 0;

  /** One request, with a session token in the header and/or a dashboard cookie. */
  async function request(
    method: string,
    path: string,
    auth: { token?: string; cookie?: string } = {},
    body?: unknown,
  ): Promise<Answer> {
    const response = await system.fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.cookie ? { cookie: `${COOKIE}=${auth.cookie}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  /** POST /session as `token`: the answer and the cookie's value and attributes. */
  async function openSession(token: string): Promise<{ answer: Answer; cookie: string; attributes: string }> {
    const answer = await request('POST', SESSION, { token });
    const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`)) ?? '';
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    return { answer, cookie: pair.slice(COOKIE.length + 1), attributes: attributes.join('; ') };
  }

  async function newPlayer(role = 'member'): Promise<{ id: number; username: string; token: string }> {
    const username = `q${Date.now().toString(36).slice(-5)}${(players += 1)}`;
    const registered = await system.api('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '1990-03-03',
    });
    expect(registered.status).toBe(201);
    const { rows } = await db.query(`UPDATE auth.users SET role = $2 WHERE username = $1 RETURNING id`, [
      username,
      role,
    ]);
    return { id: rows[0].id as number, username, token: await system.login(username, 'secret123') };
  }

  async function completedDonation(
    owner: { id: number; username: string },
    packageId: string,
    characterName: string | null,
  ): Promise<{ status: number; body: { message?: string } }> {
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
       VALUES ($1, $2, 'x@example.com', $3, $3, $4, $5, 10, 'paypal') RETURNING id`,
      [owner.id, owner.username, packageId, characterName !== null, characterName],
    );
    return system.api('PUT', `/api/donations/${rows[0].id}/status`, admin, { status: 'completed' });
  }

  const scrape = async () => (await request('GET', '/api/metrics', { token: system.secrets.METRICS_TOKEN })).text;

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'queues',
      processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
      env: { JWT_SECRET: SECRET, RPC_TIMEOUT_MS: '8000', RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
      envFor: { donations: { DELIVERY_WAIT_MS: '5000' } },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    [admin, member] = await Promise.all([system.login('admin', 'admin1234'), system.login('member', 'member1234')]);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('shows neither the UI nor its API to an anonymous caller (401) or a member (403)', async () => {
    const paths = [
      BOARD,
      `${BOARD}/`,
      `${BOARD}/queue/rewards`,
      `${BOARD}/api/queues`,
      `${BOARD}/api/queues/rewards/1`,
      `${BOARD}/static/css/main.88d71b4bd7.css`,
    ];
    const memberSession = sign({ sub: 2, username: 'member', role: 'member', tv: 0 }, SECRET, {
      algorithm: 'HS256',
      expiresIn: '1h',
    });
    const refused: string[] = [];
    for (const path of paths) {
      const answers = {
        anonymous: await request('GET', path),
        member: await request('GET', path, { token: member }),
        // A session token is not a dashboard cookie, whoever it belongs to.
        memberTokenAsCookie: await request('GET', path, { cookie: memberSession }),
        adminTokenAsCookie: await request('GET', path, { cookie: admin }),
        forgedCookie: await request('GET', path, {
          cookie: sign({ tv: 0 }, SECRET, { algorithm: 'HS256', subject: '1', audience: 'henesys:queue-dashboard' }),
        }),
      };
      for (const [caller, answer] of Object.entries(answers)) {
        refused.push(`${caller} ${path}: ${answer.status} ${answer.text}`);
        expect(answer.text).not.toMatch(/rewards|<html|Bull/i);
      }
    }
    const expected = paths.flatMap((path) => [
      `anonymous ${path}: 401 {"message":"Authentication required. Please log in again."}`,
      `member ${path}: 403 {"message":"You do not have permission to do this."}`,
      ...['memberTokenAsCookie', 'adminTokenAsCookie', 'forgedCookie'].map(
        (caller) => `${caller} ${path}: 401 {"message":"Authentication required. Please log in again."}`,
      ),
    ]);
    expect(refused).toEqual(expected);

    // The session endpoint: 401 without a token, 403 for a member, and no cookie either way.
    for (const [token, status] of [
      [undefined, 401],
      [member, 403],
    ] as const) {
      const answer = await request('POST', SESSION, { token });
      expect(answer.status).toBe(status);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('gives an admin a short-lived HttpOnly, SameSite=Strict cookie for the dashboard path, which opens the read-only board', async () => {
    const { answer, cookie, attributes } = await openSession(admin);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ url: `${BOARD}/`, expiresInSeconds: 600 });
    expect(attributes).toMatch(/^Max-Age=600; Path=\/api\/admin\/queues; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    expect(attributes).not.toContain('Secure'); // PUBLIC_URL is http here; https sites get Secure.

    const page = await request('GET', `${BOARD}/`, { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<base href="${BOARD}/" />`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-powered-by')).toBeNull();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'self'");
    // The rest of the site keeps its strict policy: no inline styles there.
    const live = await request('GET', '/api/health/live');
    expect(live.headers.get('content-security-policy')).not.toContain("'unsafe-inline' https://fonts.googleapis.com");

    const script = /<script defer src="(static\/js\/main[^"]+)"/.exec(page.text)?.[1];
    expect((await request('GET', `${BOARD}/${script}`, { cookie })).status).toBe(200);

    const queues = JSON.parse((await request('GET', `${BOARD}/api/queues`, { cookie })).text) as {
      queues: Array<{ name: string; readOnlyMode: boolean }>;
    };
    expect(queues.queues.map((queue) => [queue.name, queue.readOnlyMode]).sort()).toEqual([
      ['activity', true],
      ['community', true],
      ['mail', true],
      ['rewards', true],
    ]);
    // The admin's session token in the header opens it too (scripts, curl).
    expect((await request('GET', `${BOARD}/api/queues`, { token: admin })).status).toBe(200);

    // Read-only: every changing call is refused before Bull Board, whatever it is.
    const changes = [
      ['PUT', `${BOARD}/api/queues/rewards/retry/failed`],
      ['PUT', `${BOARD}/api/queues/rewards/clean/completed`],
      ['PUT', `${BOARD}/api/queues/rewards/promote`],
      ['PUT', `${BOARD}/api/queues/rewards/pause`],
      ['POST', `${BOARD}/api/queues/rewards/add`],
      ['DELETE', `${BOARD}/api/queues/rewards/empty`],
    ];
    const answers = await Promise.all(changes.map(([method, path]) => request(method, path, { cookie }, {})));
    expect(answers.map((change) => `${change.status} ${change.text}`)).toEqual(
      changes.map(() => '405 {"message":"The queue dashboard is read-only."}'),
    );

    // Closing: the cookie is cleared on the same path (the browser then has none to send).
    const closed = await request('DELETE', SESSION);
    expect(closed.status).toBe(204);
    expect(closed.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${COOKIE}=; Path=/api/admin/queues; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$`,
        ),
      ),
    ]);
  });

  it('ends the cookie of an admin who changed their password or was demoted', async () => {
    const second = await newPlayer('Admin');
    const first = await openSession(second.token);
    expect((await request('GET', `${BOARD}/api/queues`, { cookie: first.cookie })).status).toBe(200);
    const changed = await system.api('POST', '/api/user/change-password', second.token, {
      currentPassword: 'secret123',
      newPassword: 'secret456',
    });
    expect(changed.status).toBe(200);
    expect((await request('GET', `${BOARD}/api/queues`, { cookie: first.cookie })).status).toBe(401);

    const fresh = await openSession(changed.body.token as string);
    expect((await request('GET', `${BOARD}/api/queues`, { cookie: fresh.cookie })).status).toBe(200);
    await db.query(`UPDATE auth.users SET role = 'member' WHERE id = $1`, [second.id]);
    // The cookie, and the session token that still says Admin, both meet auth's current answer.
    expect((await request('GET', `${BOARD}/api/queues`, { cookie: fresh.cookie })).status).toBe(403);
    expect((await openSession(changed.body.token as string)).answer.status).toBe(403);
  });

  it('counts queue jobs by state and reward deliveries by outcome at scrape time', async () => {
    const before = await scrape();
    for (const queue of ['rewards', 'activity', 'mail', 'community']) {
      const states = samples(before, JOBS)
        .filter((sample) => sample.labels.queue === queue)
        .map((sample) => sample.labels.state)
        .sort();
      expect({ queue, states }).toEqual({
        queue,
        states: ['active', 'completed', 'delayed', 'failed', 'paused', 'prioritized', 'waiting', 'waiting-children'],
      });
    }
    expect(samples(before, DELIVERIES)).toEqual([
      { labels: { outcome: 'delivered' }, value: 0 },
      { labels: { outcome: 'failed' }, value: 0 },
    ]);
    expect(before).toContain(`# TYPE ${DELIVERIES} counter`);

    const player = await newPlayer();
    const delivered = await completedDonation(player, 'nx5', null);
    expect(delivered.body.message).toBe('5 500 NX Prepaid added to account (includes 10% bonus)');
    // A Founder Pack for a character the player does not have: the worker gives up at once.
    await completedDonation(player, 'gold', 'NoSuchHero');

    const after = await until(scrape, (text) => sampleValue(text, DELIVERIES, { outcome: 'failed' }) === 1);
    expect(sampleValue(after, DELIVERIES, { outcome: 'delivered' })).toBe(1);
    expect(sampleValue(after, DELIVERIES, { outcome: 'failed' })).toBe(1);
    expect(sampleValue(after, JOBS, { queue: 'rewards', state: 'completed' })).toBe(1);
    expect(sampleValue(after, JOBS, { queue: 'rewards', state: 'failed' })).toBe(1);
    expect(sampleValue(after, JOBS, { queue: 'rewards', state: 'waiting' })).toBe(0);
    // The dashboard's own requests are one route label, not Bull Board's inner /api/... paths.
    const routes = new Set(
      samples(after, 'henesys_gateway_http_request_duration_seconds_count').map((sample) => sample.labels.route),
    );
    expect(routes).toContain(BOARD);
    expect([...routes].filter((route) => route.startsWith(BOARD)).sort()).toEqual([BOARD, SESSION]);
    expect(routes).not.toContain('/api/queues');

    // The board shows the failure and its reason to the admin.
    const failed = JSON.parse(
      (
        await request('GET', `${BOARD}/api/queues?activeQueue=rewards&status=failed&page=1&jobsPerPage=10`, {
          token: admin,
        })
      ).text,
    );
    const rewards = failed.queues.find((queue: { name: string }) => queue.name === 'rewards');
    expect(rewards.jobs.map((job: { failedReason: string }) => job.failedReason)).toEqual([
      `The character NoSuchHero no longer exists on ${player.username}'s account`,
    ]);
  });

  it("shows a mail's recipient and subject but never its body, which may hold a reset link", async () => {
    const player = await newPlayer();
    const asked = await system.api('POST', '/api/auth/forgot-password', undefined, {
      email: `${player.username}@example.com`,
      username: player.username,
      birthday: '1990-03-03',
    });
    expect(asked.status).toBe(200);
    const read = async () => {
      const answer = await request('GET', `${BOARD}/api/queues?activeQueue=mail&status=latest&page=1&jobsPerPage=10`, {
        token: admin,
      });
      return {
        text: answer.text,
        mail: JSON.parse(answer.text).queues.find((queue: { name: string }) => queue.name === 'mail'),
      };
    };
    const { text, mail } = await until(read, (answer) => answer.mail.jobs.length > 0);
    expect(mail.jobs.map((job: { data: object }) => job.data)).toEqual([
      {
        to: `${player.username}@example.com`,
        subject: expect.any(String),
        body: '(hidden: a mail may carry a password reset link)',
      },
    ]);
    expect(text).not.toMatch(/reset-password[/#]/);
  });

  // Last: it empties Redis (the test server keeps nothing on disk).
  it('keeps answering scrapes while Redis is down, without the queue series, and has them again once it is back', async () => {
    await system.redis.stop();
    let down: { status: number; ms: number; jobs: number; deliveries: number; http: number };
    let board: { status: number; ms: number };
    try {
      let started = Date.now();
      const { status, text } = await request('GET', '/api/metrics', { token: system.secrets.METRICS_TOKEN });
      down = {
        status,
        ms: Date.now() - started,
        jobs: samples(text, JOBS).length,
        deliveries: samples(text, DELIVERIES).length,
        http: samples(text, 'henesys_gateway_http_request_duration_seconds_count').length,
      };
      started = Date.now();
      board = {
        status: (await request('GET', `${BOARD}/api/queues`, { token: admin })).status,
        ms: Date.now() - started,
      };
    } finally {
      await system.redis.restart();
    }
    expect(down).toEqual({ status: 200, ms: expect.any(Number), jobs: 0, deliveries: 0, http: expect.any(Number) });
    expect(down.http).toBeGreaterThan(0);
    expect(down.ms).toBeLessThan(3_000);
    expect(board.status).toBe(503);
    expect(board.ms).toBeLessThan(3_000);

    const started = Date.now();
    const back = await until(scrape, (text) => samples(text, JOBS).length === 32);
    const recoveryMs = Date.now() - started;
    expect(samples(back, JOBS)).toHaveLength(32);
    // A counter Redis lost starts again at 0: Prometheus' rate() reads that as a reset.
    expect(samples(back, DELIVERIES).map((sample) => sample.value)).toEqual([0, 0]);
    expect(system.unexpectedExits).toEqual([]);
    recordReliability('queues', {
      section: 'Faults',
      case: 'Redis down during a metrics scrape and a dashboard call',
      result: `scrape 200 in ${down.ms} ms without the queue series; dashboard ${board.status} in ${board.ms} ms; queue series back ${recoveryMs} ms after the restart`,
      figures: {
        'scrape ms': down.ms,
        'dashboard ms': board.ms,
        'recovery ms': recoveryMs,
        'queue series while down': down.jobs,
      },
    });
  }, 60_000);
});
