import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';

const KEY = 'test-pingback-key-123';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily vote, credited only on the vote site's confirmation. */
describe('daily vote through the gateway', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;

  const form = (fields: Record<string, string>, from = '127.0.0.1') =>
    system.fetch('/api/vote/pingback', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from }, body: new URLSearchParams(fields).toString() });
  const vote = (username: string, voterIp: string, extra: Record<string, string> = {}) => form({ VoterIP: voterIp, Successful: '0', Reason: '', pingUsername: username, pingbackkey: KEY, ...extra });
  const status = async (username: string) => {
    const response = await system.fetch(`/api/vote-status?username=${encodeURIComponent(username)}`);
    return { status: response.status, body: await response.json() };
  };
  const nx = async (name: string) => (await db.query(`SELECT nx_credit FROM game.accounts WHERE lower(name) = lower($1)`, [name])).rows[0].nx_credit as number;
  const ip = () => `198.51.100.${(counter += 1)}`;

  /** A fresh player with a game account. */
  async function player(): Promise<string> {
    const username = `v${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const response = await system.fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret123', birthday: '1995-05-05' }),
    });
    expect(response.status).toBe(201);
    return username;
  }

  /** Moves a player's votes 25 hours into the past: the clock moves, nobody sleeps. */
  const dayLater = (username: string) =>
    db.query(`UPDATE accounts.votes SET created_at = created_at - interval '25 hours', credited_until = credited_until - interval '25 hours' WHERE lower(account_name) = lower($1)`, [username]);

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'vote',
      processes: ['auth', 'accounts', 'gateway'],
      env: { TRUST_PROXY: 'loopback', RATE_LIMIT_REGISTER: '1000/60', RATE_LIMIT_VOTE_PINGBACK: '1000/60' },
      envFor: {
        accounts: {
          VOTE_PINGBACK_KEY: KEY,
          VOTE_SITE_URL: 'https://vote.example/site/123',
          VOTE_PINGBACK_ALLOWED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1,203.0.113.50',
          PENDING_NX_SWEEP_SECONDS: '5',
        },
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('answers the vote status: blank 400, unknown 404, allowed with the vote site link', async () => {
    expect(await status('   ')).toEqual({ status: 400, body: expect.objectContaining({ message: MESSAGES.voteUsernameRequired }) });
    expect((await system.fetch('/api/vote-status')).status).toBe(400);
    expect(await status('nobodyhere')).toEqual({ status: 404, body: expect.objectContaining({ message: MESSAGES.voteUnknownAccount }) });
    const username = await player();
    expect(await status(username.toUpperCase())).toEqual({
      status: 200,
      body: { allowed: true, timeLeftMs: 0, site: 'GTop100', voteUrl: `https://vote.example/site/123?vote=1&pingUsername=${username}` },
    });
  });

  it('credits nothing for a wrong or missing key, or from a source outside the allow list', async () => {
    const username = await player();
    const fields = { VoterIP: ip(), Successful: '0', Reason: '', pingUsername: username };
    expect((await form({ ...fields, pingbackkey: 'guessed-key' })).status).toBe(403);
    expect((await form(fields)).status).toBe(403);
    expect((await form({ ...fields, pingbackkey: KEY }, '198.51.100.250')).status).toBe(403);
    expect(await nx(username)).toBe(0);
    expect((await db.query(`SELECT count(*)::int AS n FROM accounts.votes WHERE account_name = $1`, [username])).rows[0].n).toBe(0);

    const allowed = await form({ ...fields, pingbackkey: KEY }, '203.0.113.50');
    expect(await allowed.json()).toEqual({ status: 'ok', received: 1, credited: 1 });
    expect(await nx(username)).toBe(5000);
  });

  it('credits a confirmed form-post vote with 5,000 NX, logs it, and starts a 24-hour cooldown the status reports', async () => {
    const username = await player();
    const answer = await vote(username, ip());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', received: 1, credited: 1 });
    expect(await nx(username)).toBe(5000);
    const { body } = await status(username);
    expect(body.allowed).toBe(false);
    expect(body.voteUrl).toBeNull();
    expect(body.timeLeftMs).toBeGreaterThan(DAY_MS - 60_000);
    expect(body.timeLeftMs).toBeLessThanOrEqual(DAY_MS);
    const { rows } = await db.query(`SELECT outcome, credited, voter_ip, site FROM accounts.votes WHERE account_name = $1`, [username]);
    expect(rows).toEqual([{ outcome: 'credited', credited: true, voter_ip: expect.stringMatching(/^198\.51\.100\./), site: 'GTop100' }]);
    let activity = 0;
    for (let waited = 0; activity === 0 && waited < 5_000; waited += 100) {
      activity = (await db.query(`SELECT count(*)::int AS n FROM accounts.activity_log WHERE account_name = $1 AND type = 'vote'`, [username])).rows[0].n;
      if (activity === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(activity).toBe(1);
  });

  it('reads the JSON batch, and logs unsuccessful votes with a 200 and no credit', async () => {
    const [alice, bob] = [await player(), await player()];
    const response = await system.fetch('/api/vote/pingback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        siteid: '123',
        pingbackkey: KEY,
        Common: [
          [{ pb_id: 'a1' }, { ip: ip() }, { success: '0' }, { reason: '' }, { pb_name: alice }],
          [{ pb_id: 'b1' }, { ip: ip() }, { success: '1' }, { reason: 'Invalid captcha' }, { pb_name: bob }],
        ],
      }),
    });
    expect(await response.json()).toEqual({ status: 'ok', received: 2, credited: 1 });
    expect([await nx(alice), await nx(bob)]).toEqual([5000, 0]);
    const { rows } = await db.query(`SELECT outcome, reason FROM accounts.votes WHERE account_name = $1`, [bob]);
    expect(rows).toEqual([{ outcome: 'unsuccessful', reason: 'Invalid captcha' }]);
  });

  it('credits once when the same pingback arrives 20 times at once', async () => {
    const username = await player();
    const voter = ip();
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(username, voter).then((response) => response.json())));
    expect(answers.reduce((sum, answer) => sum + answer.credited, 0)).toBe(1);
    expect(await nx(username)).toBe(5000);
    const { rows } = await db.query(`SELECT credited, count(*)::int AS n FROM accounts.votes WHERE account_name = $1 GROUP BY credited ORDER BY credited`, [username]);
    expect(rows).toEqual([{ credited: false, n: 19 }, { credited: true, n: 1 }]);
  });

  it('refuses a second vote within 24 hours from the same account or the same voter IP, and credits again a day later', async () => {
    const [first, second] = [await player(), await player()];
    const voter = ip();
    expect((await (await vote(first, voter)).json()).credited).toBe(1);
    expect((await (await vote(first, ip())).json()).credited).toBe(0);
    expect((await (await vote(second, voter)).json()).credited).toBe(0);
    const { rows } = await db.query(`SELECT account_name, outcome FROM accounts.votes WHERE account_name IN ($1, $2) AND NOT credited ORDER BY id`, [first, second]);
    expect(rows.map((row) => row.outcome)).toEqual(['duplicate-account', 'duplicate-ip']);

    await dayLater(first);
    expect(await status(first)).toMatchObject({ body: { allowed: true, timeLeftMs: 0 } });
    expect((await (await vote(first, voter)).json()).credited).toBe(1);
    expect(await nx(first)).toBe(10000);
    expect((await (await vote(second, ip())).json()).credited).toBe(1);
  });

  it('never writes the balance of a player in game: the NX waits, shows on the dashboard, and lands after logout', async () => {
    const username = await player();
    await db.query(`UPDATE game.accounts SET logged_in = 2 WHERE name = $1`, [username]);
    expect((await (await vote(username, ip())).json()).credited).toBe(1);
    expect(await nx(username)).toBe(0);
    const { rows } = await db.query(`SELECT amount, applied_at FROM game.nx_credits c JOIN game.accounts a ON a.id = c.account_id WHERE a.name = $1`, [username]);
    expect(rows).toEqual([{ amount: 5000, applied_at: null }]);

    const login = await system.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'secret123' }) });
    const { token } = await login.json();
    const details = await (await system.fetch('/api/user/account-details', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(details.nxCash).toBe(5000);

    await db.query(`UPDATE game.accounts SET logged_in = 0 WHERE name = $1`, [username]);
    let balance = 0;
    for (let waited = 0; balance === 0 && waited < 12_000; waited += 250) {
      balance = await nx(username);
      if (balance === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(balance).toBe(5000);
    expect((await (await system.fetch('/api/user/account-details', { headers: { authorization: `Bearer ${token}` } })).json()).nxCash).toBe(5000);
  }, 30_000);
});
