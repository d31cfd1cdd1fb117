import { MESSAGES } from '@henesys/contracts';
import { TestSystem, until } from '@henesys/testing';
import { Client } from 'pg';
import { newGameAccount, nxCredit, nxGrants } from './vote-fixtures';

const KEY = 'test-pingback-key-123';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily vote's routes through the gateway: the status, the pingback's access rules and body formats,
 * one credited vote landing in the balance by the accounts process's own sweeper, and the coupon route.
 * The rules (24 hours per account and per voter address, the ledger, the offline guard, the coupon race,
 * the sweeper writing a failed grant, the game database down) are in daily-vote.int-spec.ts; pingbacks
 * racing at once in gateway/test/hardening/races.e2e-spec.ts; the game database stopped or frozen under
 * the whole system in gateway/test/hardening/faults-game-database.e2e-spec.ts.
 */
describe('daily vote through the gateway', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;

  const form = (fields: Record<string, string>, from = '127.0.0.1') =>
    system.fetch('/api/vote/pingback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams(fields).toString(),
    });
  const vote = (username: string, voterIp: string, extra: Record<string, string> = {}) =>
    form({ VoterIP: voterIp, Successful: '0', Reason: '', pingUsername: username, pingbackkey: KEY, ...extra });
  const status = async (username: string) => {
    const response = await system.fetch(`/api/vote-status?username=${encodeURIComponent(username)}`);
    return { status: response.status, body: await response.json() };
  };
  const game = () => system.game.db;
  const nx = (name: string) => nxCredit(game(), name);
  const grants = (name: string) => nxGrants(game(), name);
  const landed = (name: string, amount: number) =>
    until(`${name} has ${amount} NX Credit`, async () => (await nx(name)) === amount, 15_000);
  const ip = () => `198.51.100.${(counter += 1)}`;

  const player = () => newGameAccount(game(), 'v');

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'vote',
      processes: ['auth', 'accounts', 'gateway'],
      env: {
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_REGISTER: '1000/60',
        RATE_LIMIT_VOTE_PINGBACK: '1000/60',
      },
      envFor: {
        accounts: {
          VOTE_PINGBACK_KEY: KEY,
          VOTE_SITE_URL: 'https://vote.example/site/123',
          VOTE_PINGBACK_ALLOWED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1,203.0.113.50',
          PENDING_NX_SWEEP_SECONDS: '1',
          GAME_OFFLINE_CONFIRM_SECONDS: '1',
        },
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('answers the vote status: blank 400, unknown 404, allowed with the vote site link', async () => {
    expect(await status('   ')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.voteUsernameRequired }),
    });
    expect((await system.fetch('/api/vote-status')).status).toBe(400);
    expect(await status('nobodyhere')).toEqual({
      status: 404,
      body: expect.objectContaining({ message: MESSAGES.voteUnknownAccount }),
    });
    const username = await player();
    expect(await status(username.toUpperCase())).toEqual({
      status: 200,
      body: {
        allowed: true,
        timeLeftMs: 0,
        site: 'GTop100',
        voteUrl: `https://vote.example/site/123?vote=1&pingUsername=${username}`,
        sites: [
          {
            id: 1,
            name: 'GTop100',
            url: `https://vote.example/site/123?vote=1&pingUsername=${username}`,
            allowed: true,
            timeLeftMs: 0,
            reward: 5000,
          },
        ],
      },
    });
  });

  it('credits nothing for a wrong or missing key, or from a source outside the allow list', async () => {
    const username = await player();
    const fields = { VoterIP: ip(), Successful: '0', Reason: '', pingUsername: username };
    expect((await form({ ...fields, pingbackkey: 'guessed-key' })).status).toBe(403);
    expect((await form(fields)).status).toBe(403);
    expect((await form({ ...fields, pingbackkey: KEY }, '198.51.100.250')).status).toBe(403);
    expect(await grants(username)).toEqual([]);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM accounts.votes WHERE account_name = $1`, [username])).rows[0].n,
    ).toBe(0);

    const allowed = await form({ ...fields, pingbackkey: KEY }, '203.0.113.50');
    expect(await allowed.json()).toEqual({ status: 'ok', received: 1, credited: 1 });
    expect(await grants(username)).toHaveLength(1);
  });

  it('grants a confirmed vote in the game ledger, adds it to the NULL balance only after the offline guard, logs it, and starts the cooldown', async () => {
    const username = await player();
    const answer = await vote(username, ip());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', received: 1, credited: 1 });
    const { rows } = await db.query(
      `SELECT id, outcome, credited, voter_ip, site, granted_at FROM accounts.votes WHERE account_name = $1`,
      [username],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        outcome: 'credited',
        credited: true,
        voter_ip: expect.stringMatching(/^198\.51\.100\./),
        site: 'GTop100',
        granted_at: expect.any(Date),
      },
    ]);
    // Written to the ledger under the vote's key; the balance waits for the second look at the logged-out account.
    expect(await grants(username)).toEqual([
      { source_key: `vote:${rows[0].id}`, balance: 'credit', amount: 5000, applied_at: null, coupon_id: null },
    ]);
    expect(await nx(username)).toBeNull();
    await landed(username, 5000);
    expect((await grants(username))[0].applied_at).not.toBeNull();

    const { body } = await status(username);
    expect(body.allowed).toBe(false);
    expect(body.voteUrl).toBeNull();
    expect(body.timeLeftMs).toBeGreaterThan(DAY_MS - 60_000);
    expect(body.timeLeftMs).toBeLessThanOrEqual(DAY_MS);
    await until(
      'the vote is in the activity log',
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM accounts.activity_log WHERE account_name = $1 AND type = 'vote'`,
            [username],
          )
        ).rows[0].n === 1,
    );
  }, 30_000);

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
    expect(await grants(alice)).toHaveLength(1);
    expect(await grants(bob)).toEqual([]);
    const { rows } = await db.query(`SELECT outcome, reason FROM accounts.votes WHERE account_name = $1`, [bob]);
    expect(rows).toEqual([{ outcome: 'unsuccessful', reason: 'Invalid captcha' }]);
  });

  it('turns NX waiting for a member in game into a Cash Shop coupon once, then answers 409', async () => {
    await game().execute("UPDATE accounts SET loggedin = 2, lastlogin = '2026-11-25 10:00:00' WHERE `name` = 'member'");
    const token = await system.login('member', 'member1234');
    expect((await (await vote('member', ip())).json()).credited).toBe(1);
    expect((await system.api('GET', '/api/user/account-details', token)).body.pendingNx).toEqual({
      credit: 5000,
      prepaid: 0,
    });
    expect(await system.api('POST', '/api/user/nx/coupon', token)).toEqual({
      status: 200,
      body: { code: expect.stringMatching(/^[A-Z0-9]{16}$/), credit: 5000, prepaid: 0, expiresAt: expect.any(String) },
    });
    expect(await system.api('POST', '/api/user/nx/coupon', token)).toEqual({
      status: 409,
      body: expect.objectContaining({ message: MESSAGES.nxCouponNothingWaiting }),
    });
  });
});
