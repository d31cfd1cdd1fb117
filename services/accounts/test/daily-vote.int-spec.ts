import { MESSAGES, VotePingbackResult } from '@henesys/contracts';
import { GAME_DATABASE_UNAVAILABLE, GameDatabase } from '@henesys/game';
import { refusal, startServiceModule, ServiceModuleUnderTest, until } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { AccountDetailsController } from '../src/account-details/account-details.controller';
import { accountsModule } from '../src/accounts.module';
import { AccountsEnv } from '../src/config/accounts-env';
import { NxCouponController } from '../src/nx/nx-coupon.controller';
import { PendingNxSweeper } from '../src/vote/pending-nx.sweeper';
import { VoteService } from '../src/vote/vote.service';
import { newGameAccount, nxCredit, nxGrants } from './vote-fixtures';

const KEY = 'daily-vote-module-key';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily vote's rules in this process against real PostgreSQL, Redis and a Cosmic game database (the
 * pingback's route, its access rules and the sweeper's timer are in vote.e2e-spec.ts): once per account
 * and per voter address within 24 hours, the NX ledger row under the vote's key, the balance written only
 * after two looks at the logged-out account with the same lastlogin, the coupon, and the sweeper writing a
 * grant the game database refused. The sweeper's timer is off: each test sweeps when it means to, and
 * "some minutes apart" is the first look moved ten minutes into the past.
 */
describe('daily vote (accounts module, Cosmic schema)', () => {
  let service: ServiceModuleUnderTest<AccountsEnv>;
  let votes: VoteService;
  let sweeper: PendingNxSweeper;
  let pg: DataSource;
  let gameDb: GameDatabase;
  let counter = 0;

  const ip = () => `198.51.100.${(counter += 1) % 250}`;
  const player = (loggedin = 0) => newGameAccount(gameDb, 'd', loggedin);
  /** A GTop100 pingback as the gateway passes it on. */
  const vote = (username: string, voterIp: string, fields: Record<string, string> = {}): Promise<VotePingbackResult> =>
    votes.receive({
      body: { VoterIP: voterIp, Successful: '0', Reason: '', pingUsername: username, pingbackkey: KEY, ...fields },
      sourceIp: '127.0.0.1',
    });
  const credited = async (username: string, voterIp: string) => (await vote(username, voterIp)).credited;
  const voteRows = async (username: string) =>
    (await pg.query(
      `SELECT id, outcome, credited, reason, granted_at FROM accounts.votes WHERE account_name = $1 ORDER BY id`,
      [username],
    )) as Array<{ id: string; outcome: string; credited: boolean; reason: string | null; granted_at: Date | null }>;
  const nx = (name: string) => nxCredit(gameDb, name);
  const grants = (name: string) => nxGrants(gameDb, name);
  /** The last look at the logged-out account moved ten minutes back: the next sweep is "some minutes" later. */
  const lookedLongAgo = (name: string) =>
    gameDb.execute(
      'UPDATE henesys_offline_seen s JOIN accounts a ON a.id = s.account_id SET s.seen_at = NOW(3) - INTERVAL 600 SECOND WHERE a.`name` = ?',
      [name],
    );
  /** Two looks some minutes apart: the first sweep looks, the second confirms. */
  async function twoLooks(name: string): Promise<void> {
    await sweeper.sweep();
    await lookedLongAgo(name);
    await sweeper.sweep();
  }
  const details = (username: string) => service.get(AccountDetailsController).details({ userId: 1, username });
  const activityCount = async (username: string, type: string) =>
    (
      await pg.query(`SELECT count(*)::int AS n FROM accounts.activity_log WHERE account_name = $1 AND type = $2`, [
        username,
        type,
      ])
    )[0].n as number;

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'accounts_vote',
      envClass: AccountsEnv,
      module: accountsModule,
      env: { VOTE_PINGBACK_KEY: KEY, VOTE_SITE_URL: 'https://vote.example/site/123', PENDING_NX_SWEEP_SECONDS: '3600' },
    });
    votes = service.get(VoteService);
    sweeper = service.get(PendingNxSweeper);
    pg = service.get(DataSource);
    gameDb = service.get(GameDatabase);
  }, 90_000);

  afterAll(async () => service?.close());

  it('grants a credited vote in the ledger under its key, writes the NULL balance only on the second look, logs it and starts the cooldown', async () => {
    const username = await player();
    expect(await vote(username, ip())).toEqual({ status: 'ok', received: 1, credited: 1 });
    const rows = await voteRows(username);
    expect(rows).toEqual([
      { id: expect.any(String), outcome: 'credited', credited: true, reason: null, granted_at: expect.any(Date) },
    ]);
    expect(await grants(username)).toEqual([
      { source_key: `vote:${rows[0].id}`, balance: 'credit', amount: 5000, applied_at: null, coupon_id: null },
    ]);
    await sweeper.sweep();
    expect(await nx(username)).toBeNull();
    // A second look too soon (the default 300 s have not passed) writes nothing either.
    await sweeper.sweep();
    expect(await nx(username)).toBeNull();
    await lookedLongAgo(username);
    await sweeper.sweep();
    expect(await nx(username)).toBe(5000);
    expect((await grants(username))[0].applied_at).not.toBeNull();

    const status = await votes.status(username);
    expect(status).toMatchObject({ allowed: false, voteUrl: null });
    expect(status.timeLeftMs).toBeGreaterThan(DAY_MS - 60_000);
    expect(status.timeLeftMs).toBeLessThanOrEqual(DAY_MS);
    await until('the vote is in the activity log', async () => (await activityCount(username, 'vote')) === 1);
  });

  it('logs a vote the site did not count and one for an unknown account, crediting neither', async () => {
    const username = await player();
    expect(await vote(username, ip(), { Successful: '1', Reason: 'Invalid captcha' })).toEqual({
      status: 'ok',
      received: 1,
      credited: 0,
    });
    expect(await voteRows(username)).toMatchObject([
      { outcome: 'unsuccessful', credited: false, reason: 'Invalid captcha' },
    ]);
    expect(await credited('nobodyhere', ip())).toBe(0);
    expect(await voteRows('nobodyhere')).toMatchObject([{ outcome: 'unknown-account', credited: false }]);
    expect(await grants(username)).toEqual([]);
  });

  it('refuses a second vote within 24 hours from the same account or the same voter IP, and credits again a day later', async () => {
    const [first, second] = [await player(), await player()];
    const voter = ip();
    expect(await credited(first, voter)).toBe(1);
    expect(await credited(first, ip())).toBe(0);
    expect(await credited(second, voter)).toBe(0);
    expect((await voteRows(first)).map((row) => row.outcome)).toEqual(['credited', 'duplicate-account']);
    expect((await voteRows(second)).map((row) => row.outcome)).toEqual(['duplicate-ip']);

    // The clock moves 25 hours for the first player's votes: nobody sleeps.
    await pg.query(
      `UPDATE accounts.votes SET created_at = created_at - interval '25 hours', credited_until = credited_until - interval '25 hours' WHERE account_name = $1`,
      [first],
    );
    expect(await votes.status(first)).toMatchObject({ allowed: true, timeLeftMs: 0 });
    expect(await credited(first, voter)).toBe(1);
    expect(await credited(second, ip())).toBe(1);
    await twoLooks(first);
    await lookedLongAgo(second);
    await sweeper.sweep();
    expect([await nx(first), await nx(second)]).toEqual([10000, 5000]);
  });

  it('credits once when the same pingback arrives 24 times at once', async () => {
    const username = await player();
    const voter = ip();
    const answers = await Promise.all(Array.from({ length: 24 }, () => credited(username, voter)));
    expect(answers.reduce((sum, count) => sum + count, 0)).toBe(1);
    const rows = await voteRows(username);
    expect(rows.filter((row) => row.credited)).toHaveLength(1);
    expect(rows.filter((row) => !row.credited).map((row) => row.outcome)).toEqual(Array(23).fill('duplicate-account'));
    expect(await grants(username)).toHaveLength(1);
  });

  it('never writes the balance of a player in game: the NX shows as pending and lands after a confirmed logout', async () => {
    const username = await player(2);
    expect(await credited(username, ip())).toBe(1);
    expect(await details(username)).toMatchObject({ inGame: true, nxCash: 0, pendingNx: { credit: 5000, prepaid: 0 } });
    for (let sweep = 0; sweep < 3; sweep += 1) {
      await sweeper.sweep();
      await lookedLongAgo(username);
    }
    expect(await nx(username)).toBeNull();
    expect((await grants(username))[0]).toMatchObject({ applied_at: null, coupon_id: null });

    // The game logs the player out: loggedin 0 and a new lastlogin; the first look after it only starts the wait.
    await gameDb.execute("UPDATE accounts SET loggedin = 0, lastlogin = '2026-11-25 09:00:00' WHERE `name` = ?", [
      username,
    ]);
    await sweeper.sweep();
    expect(await nx(username)).toBeNull();
    await lookedLongAgo(username);
    await sweeper.sweep();
    expect(await details(username)).toMatchObject({
      inGame: false,
      nxCash: 5000,
      pendingNx: { credit: 0, prepaid: 0 },
    });
  });

  it('restarts the wait when lastlogin changes between the two looks (the player logged in and out again)', async () => {
    const username = await player();
    expect(await credited(username, ip())).toBe(1);
    await sweeper.sweep();
    await gameDb.execute("UPDATE accounts SET lastlogin = '2026-11-02 10:00:07' WHERE `name` = ?", [username]);
    await lookedLongAgo(username);
    await sweeper.sweep();
    expect(await nx(username)).toBeNull();
    const [seen] = await gameDb.rows<{ lastlogin: string }>(
      'SELECT s.lastlogin FROM henesys_offline_seen s JOIN accounts a ON a.id = s.account_id WHERE a.`name` = ?',
      [username],
    );
    expect(seen.lastlogin).toMatch(/^2026-11-02 10:00:07/);
    // Once it stays the same, the next look some minutes later confirms it.
    await lookedLongAgo(username);
    await sweeper.sweep();
    expect(await nx(username)).toBe(5000);
  });

  it('turns NX waiting for a player in game into one Cash Shop coupon: 8 parallel requests, one coupon, the balance untouched', async () => {
    const username = await player(2);
    const coupons = service.get(NxCouponController);
    const takeCoupon = () => coupons.coupon({ userId: 1, username });
    expect(await credited(username, ip())).toBe(1);

    const answers = await Promise.allSettled(Array.from({ length: 8 }, takeCoupon));
    const ok = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(ok).toHaveLength(1);
    const refused = await Promise.all(
      answers.flatMap((answer) => (answer.status === 'rejected' ? [refusal(Promise.reject(answer.reason))] : [])),
    );
    expect(refused).toEqual(Array(7).fill({ status: 409, message: MESSAGES.nxCouponNothingWaiting }));
    const [coupon] = ok;
    expect(coupon).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{16}$/),
      credit: 5000,
      prepaid: 0,
      expiresAt: expect.any(String),
    });

    const [row] = await gameDb.rows<{ id: number; retriever: string | null; expiration: number }>(
      'SELECT id, retriever, expiration FROM nxcode WHERE code = ?',
      [coupon.code],
    );
    expect(row.retriever).toBeNull();
    expect(Math.abs(Number(row.expiration) - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(new Date(coupon.expiresAt).getTime()).toBe(Number(row.expiration));
    expect(await gameDb.rows('SELECT type, item, quantity FROM nxcode_items WHERE codeid = ?', [row.id])).toEqual([
      { type: 4, item: expect.any(Number), quantity: 5000 },
    ]);
    // Coded, not applied: the game pays it when the code is typed; the balance stays as it was, even once logged out.
    expect((await grants(username))[0]).toMatchObject({ applied_at: null, coupon_id: row.id });
    await gameDb.execute('UPDATE accounts SET loggedin = 0 WHERE `name` = ?', [username]);
    await twoLooks(username);
    expect(await nx(username)).toBeNull();
    expect((await details(username)).pendingNx).toEqual({ credit: 0, prepaid: 0 });
    expect(await refusal(takeCoupon())).toEqual({ status: 409, message: MESSAGES.nxCouponNothingWaiting });
    await until('the coupon is in the activity log', async () => (await activityCount(username, 'nx-coupon')) === 1);
    const [logged] = await pg.query(
      `SELECT details FROM accounts.activity_log WHERE account_name = $1 AND type = 'nx-coupon'`,
      [username],
    );
    expect(logged.details).not.toContain(coupon.code);
  });

  it('keeps a credited vote whose grant could not be written, and the sweeper writes it once, when the ledger answers again', async () => {
    const username = await player();
    // The ledger table is unreachable: the vote commits in PostgreSQL, its grant fails.
    await gameDb.execute('RENAME TABLE henesys_nx_grants TO henesys_nx_grants_away');
    try {
      expect(await credited(username, ip())).toBe(1);
    } finally {
      await gameDb.execute('RENAME TABLE henesys_nx_grants_away TO henesys_nx_grants');
    }
    const [{ id }] = await voteRows(username);
    expect(await voteRows(username)).toMatchObject([{ credited: true, granted_at: null }]);
    await twoLooks(username);
    expect((await voteRows(username))[0].granted_at).not.toBeNull();
    expect((await grants(username)).map((grant) => grant.source_key)).toEqual([`vote:${id}`]);
    expect(await nx(username)).toBe(5000);

    // Writing the same key again changes nothing.
    await pg.query(`UPDATE accounts.votes SET granted_at = NULL WHERE id = $1`, [id]);
    await twoLooks(username);
    expect((await voteRows(username))[0].granted_at).not.toBeNull();
    expect(await grants(username)).toHaveLength(1);
    expect(await nx(username)).toBe(5000);
  });
});

describe('daily vote with the game database down (accounts module)', () => {
  let service: ServiceModuleUnderTest<AccountsEnv>;

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'accounts_vote_down',
      envClass: AccountsEnv,
      module: accountsModule,
      game: false,
      // Nothing listens on port 9: every connection is refused.
      env: {
        GAME_DATABASE_URL: 'mysql://root@127.0.0.1:9/henesys_nowhere',
        VOTE_PINGBACK_KEY: KEY,
        PENDING_NX_SWEEP_SECONDS: '3600',
      },
    });
  }, 90_000);

  afterAll(async () => service?.close());

  it('refuses the game pages 503 with the reason within seconds, records no pingback, and a sweep fails cleanly', async () => {
    const unavailable = { status: 503, message: GAME_DATABASE_UNAVAILABLE };
    const started = Date.now();
    expect(await refusal(service.get(AccountDetailsController).details({ userId: 1, username: 'member' }))).toEqual(
      unavailable,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await refusal(service.get(NxCouponController).coupon({ userId: 1, username: 'member' }))).toEqual(
      unavailable,
    );
    // A pingback cannot find the account: the vote site is told to try again later, nothing is recorded.
    const pingback = service.get(VoteService).receive({
      body: { VoterIP: '198.51.100.1', Successful: '0', Reason: '', pingUsername: 'member', pingbackkey: KEY },
      sourceIp: '127.0.0.1',
    });
    expect(await refusal(pingback)).toEqual(unavailable);
    expect(await service.get(DataSource).query('SELECT count(*)::int AS n FROM accounts.votes')).toEqual([{ n: 0 }]);
    // The sweeper's timer catches this, logs a warning and tries again at the next tick.
    await expect(service.get(PendingNxSweeper).sweep()).rejects.toMatchObject({ message: GAME_DATABASE_UNAVAILABLE });
  });
});
