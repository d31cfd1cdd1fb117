import { MESSAGES } from '@henesys/contracts';
import { freePort } from '@henesys/runner';
import { insertDonations, TestSystem, until } from '@henesys/testing';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** A TCP relay in front of the game database: closing it is the game database going down for whoever uses it. */
class GameDatabaseRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = new Socket();
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      upstream.connect(this.target.port, this.target.host);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

/** The Donations Manager and the worker that delivers rewards exactly once, into the game's own (Cosmic) database. */
describe('donations manager and reward delivery', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  let member: string;
  let counter = 0;
  /** Set by the game-database outage test: from then on the worker reaches the game through it. */
  let relay: GameDatabaseRelay | undefined;
  const hooks = mkdtempSync(join(tmpdir(), 'henesys-reward-hooks-'));
  /** The worker's own environment: read again at each start, so a test can point it elsewhere. */
  const workerEnv: NodeJS.ProcessEnv = {
    WORKER_STALLED_INTERVAL_MS: '1000',
    RECONCILE_SECONDS: '1',
    REWARD_TEST_HOOK_DIR: hooks,
  };

  const call: TestSystem['api'] = (...args) => system.api(...args);
  const login = (username: string, password: string) => system.login(username, password);
  const setStatus = (id: number, status: string, adminNotes?: string) =>
    call('PUT', `/api/donations/${id}/status`, admin, { status, adminNotes });
  const count = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0].n as number;
  /** A count from the game database. */
  const game = async (sql: string, params: Array<string | number | Array<string | number>> = []) =>
    Number((await system.game.db.rows<{ n: number }>(sql, params))[0].n);
  const keysOf = (ids: number[]) => ids.map((id) => `donation:${id}`);
  /**
   * As if these completions were a minute old: the reconciler leaves a donation completed a moment ago to
   * its job for a few seconds (that grace is services/worker/test's), and these tests need not wait it out.
   */
  async function completedAMinuteAgo(ids: number[]): Promise<void> {
    const completed = () =>
      count(`SELECT count(*)::int AS n FROM donations.donations WHERE id = ANY($1::int[]) AND status = 'completed'`, [
        ids,
      ]);
    await until('completed', async () => (await completed()) === ids.length, 10_000);
    await db.query(
      `UPDATE donations.donations SET updated_at = now() - interval '1 minute' WHERE id = ANY($1::int[])`,
      [ids],
    );
  }
  const delivered = (ids: number[]) =>
    count(
      `SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = ANY($1::int[]) AND state = 'delivered'`,
      [ids],
    );
  const deliveryOf = async (id: number) =>
    (await call('GET', '/api/donations?status=completed&limit=50', admin)).body.donations.find(
      (entry: { id: number }) => entry.id === id,
    )?.delivery;

  /** A player with a game account; the donations are written straight in (submitting is tested elsewhere). */
  async function newPlayer(): Promise<{ id: number; username: string }> {
    const username = `r${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    await call('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '1990-03-03',
    });
    const { rows } = await db.query(`SELECT id FROM auth.users WHERE username = $1`, [username]);
    return { id: rows[0].id, username };
  }
  async function newCharacter(
    owner: { username: string },
    name = `F${Date.now().toString(36).slice(-7)}${counter}`,
  ): Promise<{ id: number; name: string }> {
    const created = await system.game.db.execute(
      'INSERT INTO characters (accountid, world, `name`) SELECT id, 0, ? FROM accounts WHERE `name` = ?',
      [name, owner.username],
    );
    expect(created.affectedRows).toBe(1);
    return { id: created.insertId, name };
  }
  async function donation(
    owner: { id: number; username: string },
    packageId: string,
    paymentMethod: string,
    characterName: string | null = null,
    amountUsd = 10,
  ): Promise<number> {
    return (await insertDonations(db, { owner, packageId, paymentMethod, characterName, amountUsd }))[0];
  }
  /** Prepaid NX granted to the account in the game's ledger (the accounts service applies it behind the offline guard). */
  const granted = (username: string) =>
    game(
      "SELECT COALESCE(SUM(g.amount), 0) AS n FROM henesys_nx_grants g JOIN accounts a ON a.id = g.account_id WHERE a.`name` = ? AND g.balance = 'prepaid'",
      [username],
    );
  /**
   * The delivery's key, its NX grant and the character's Duey packages, counted: enough to see a delivery
   * happen once across the processes (what each row holds: services/worker/test/reward-delivery.int-spec.ts).
   */
  async function gameRows(characterId: number, key: string) {
    return {
      deliveries: await game('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key = ?', [key]),
      grants: await game('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key = ?', [key]),
      packages: await game('SELECT count(*) AS n FROM dueypackages WHERE ReceiverId = ?', [characterId]),
    };
  }
  const ONE_FOUNDER_DELIVERY = { deliveries: 1, grants: 1, packages: 5 };
  const NOTHING = { deliveries: 0, grants: 0, packages: 0 };

  /** Holds the worker at `point` for this donation; resolves once it got there. */
  async function holdAt(
    point: 'before-game-commit' | 'after-game-commit',
    id: number,
  ): Promise<{ reached: () => Promise<void>; release: () => void }> {
    const file = join(hooks, `${point}-${id}`);
    writeFileSync(file, '');
    return {
      reached: () => until(`worker at ${point}`, async () => existsSync(`${file}.reached`), 20_000),
      release: () => rmSync(file, { force: true }),
    };
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'rewards',
      processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
      env: { RPC_TIMEOUT_MS: '8000', RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
      // The production wait for the worker's answer: the tests that stop the worker wait it out.
      envFor: { donations: { DELIVERY_WAIT_MS: '3000', REWARD_BACKOFF_MS: '200' }, worker: workerEnv },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    admin = await login('admin', 'admin1234');
    member = await login('member', 'member1234');
  }, 120_000);

  afterAll(async () => {
    if (process.env.DEBUG_LOGS)
      console.log(
        system.logs
          .filter((line) => /worker|deadlock|failed/i.test(line))
          .slice(-30)
          .join('\n'),
      );
    await db?.end();
    await system?.stop();
    await relay?.close();
    rmSync(hooks, { recursive: true, force: true });
  });

  it('lets only admins list and change donations: 401 without a token, 403 for a member, nothing changed', async () => {
    const owner = await newPlayer();
    const id = await donation(owner, 'nx5', 'paypal', null, 5);
    expect((await call('GET', '/api/donations')).status).toBe(401);
    expect((await call('GET', '/api/donations', member)).status).toBe(403);
    expect((await call('PUT', `/api/donations/${id}/status`, member, { status: 'completed' })).status).toBe(403);
    expect((await call('POST', `/api/donations/${id}/retry-delivery`, member)).status).toBe(403);
    expect((await db.query(`SELECT status FROM donations.donations WHERE id = $1`, [id])).rows[0].status).toBe(
      'pending',
    );
    expect(await granted(owner.username)).toBe(0);
    expect(await game('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key = ?', [`donation:${id}`])).toBe(
      0,
    );
  });

  it('lists every donation newest first, filtered, paged, with audit trail and delivery state', async () => {
    const owner = await newPlayer();
    const ids = [
      await donation(owner, 'nx5', 'paypal'),
      await donation(owner, 'nx10', 'crypto-BTC'),
      await donation(owner, 'nx15', 'crypto-ETH'),
    ];
    await setStatus(ids[0], 'approved', 'Code checked');
    const page = (await call('GET', '/api/donations?limit=2&page=1&_t=5', admin)).body;
    expect(page.donations.map((entry: { id: number }) => entry.id)).toEqual([ids[2], ids[1]]);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.pagination.pages).toBeGreaterThanOrEqual(2);
    const approved = (await call('GET', '/api/donations?status=approved&limit=50', admin)).body.donations.find(
      (entry: { id: number }) => entry.id === ids[0],
    );
    expect(approved).toMatchObject({
      status: 'approved',
      username: owner.username,
      audit: [{ admin: 'admin', from: 'pending', to: 'approved', notes: 'Code checked', at: expect.any(String) }],
      delivery: { state: 'none' },
    });
    expect((await call('GET', '/api/donations?status=nope', admin)).status).toBe(400);
    const search = (query: string) => call('GET', `/api/donations?limit=50&${query}`, admin);
    const found = (await search(`search=${encodeURIComponent(` ${owner.username.toUpperCase()} `)}&status=pending`))
      .body;
    expect(found.donations.map((entry: { id: number }) => entry.id)).toEqual([ids[2], ids[1]]);
    expect(await search(`search=${'x'.repeat(121)}`)).toMatchObject({
      status: 400,
      body: { message: 'search must be at most 120 characters' },
    });
    expect((await search('search=a&search=b')).status).toBe(400);
  });

  it("delivers an NX package into the game's ledger, answers in the spec's words, and the activity log shows it", async () => {
    const owner = await newPlayer();
    const card = await donation(owner, 'nx25', 'paypal');
    expect(await setStatus(card, 'completed')).toMatchObject({
      status: 200,
      body: {
        message: '27 500 NX Prepaid added to account (includes 10% bonus)',
        donation: { status: 'completed' },
        delivery: 'delivered',
      },
    });
    expect(await granted(owner.username)).toBe(27_500);
    expect(await deliveryOf(card)).toMatchObject({ state: 'delivered', reason: null });
    // The worker queues the line; the accounts service writes it.
    await until(
      'the reward activity line',
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM accounts.activity_log WHERE account_name = $1 AND type = 'reward'`,
          [owner.username],
        )) === 1,
      5_000,
    );
  });

  it('sends a Founder Pack once however often the status flips: completed, pending, completed', async () => {
    const memberRow = {
      id: (await db.query(`SELECT id FROM auth.users WHERE username = 'member'`)).rows[0].id,
      username: 'member',
    };
    const [hero] = await system.game.db.rows<{ id: number }>("SELECT id FROM characters WHERE `name` = 'MapleHero'");
    const before = { granted: await granted('member'), rows: await gameRows(hero.id, '-') };
    const id = await donation(memberRow, 'gold', 'crypto-BTC', 'MapleHero', 35);
    expect(await setStatus(id, 'completed')).toMatchObject({
      body: { message: "Founder's Pack rewards sent to character MapleHero" },
    });
    const once = { ...ONE_FOUNDER_DELIVERY, packages: before.rows.packages + 5 };
    expect(await gameRows(hero.id, `donation:${id}`)).toEqual(once);
    expect(await granted('member')).toBe(before.granted + 35_000);

    expect(await setStatus(id, 'pending')).toMatchObject({ body: { message: 'Status updated to Pending' } });
    expect(await setStatus(id, 'completed')).toMatchObject({ body: { message: MESSAGES.donationMarkedCompleted } });
    expect(await gameRows(hero.id, `donation:${id}`)).toEqual(once);
    expect(await granted('member')).toBe(before.granted + 35_000);
    expect(await count(`SELECT count(*)::int AS n FROM donations.status_changes WHERE donation_id = $1`, [id])).toBe(3);
    // Only the player cancels: the gateway refuses it from the admin.
    expect((await setStatus(id, 'cancelled')).status).toBe(400);
  });

  it('shows a permanent failure with its reason, and delivers on retry once the admin fixed it', async () => {
    const owner = await newPlayer();
    const character = await newCharacter(owner);
    const id = await donation(owner, 'bronze', 'paypal', character.name);
    await system.game.db.execute('DELETE FROM characters WHERE id = ?', [character.id]);
    const answer = await setStatus(id, 'completed');
    expect(answer.body.message).toBe(
      `Status updated but The character ${character.name} no longer exists on ${owner.username}'s account`,
    );
    expect(answer.body.delivery).toBe('failed');
    expect(await deliveryOf(id)).toMatchObject({
      state: 'failed',
      reason: expect.stringContaining('no longer exists'),
    });
    expect(await game('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key = ?', [`donation:${id}`])).toBe(
      0,
    );
    expect(await granted(owner.username)).toBe(0);

    const again = await newCharacter(owner, character.name);
    expect(await call('POST', `/api/donations/${id}/retry-delivery`, admin)).toMatchObject({
      status: 200,
      body: { message: `Founder's Pack rewards sent to character ${character.name}`, delivery: 'delivered' },
    });
    expect(await granted(owner.username)).toBe(10_000);
    expect(await gameRows(again.id, `donation:${id}`)).toEqual(ONE_FOUNDER_DELIVERY);
  }, 30_000);

  it('delivers every reward exactly once when the worker is killed (SIGKILL) while it holds jobs', async () => {
    const owner = await newPlayer();
    await system.stopProcess('worker');
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await donation(owner, 'nx5', 'crypto-BTC', null, 5));
    // Killed while it surely holds one (mid-delivery, both transactions open) and whatever else it took.
    const hold = await holdAt('before-game-commit', ids[0]);
    const answers = Promise.all(ids.map((id) => setStatus(id, 'completed')));
    await system.startProcess('worker');
    await hold.reached();
    await system.killProcess('worker');
    hold.release();
    await system.startProcess('worker');
    await completedAMinuteAgo(ids);
    await until('20 deliveries', async () => (await delivered(ids)) === 20, 40_000);
    expect((await answers).map((answer) => answer.status)).toEqual(ids.map(() => 200));
    expect(await game('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key IN (?)', [keysOf(ids)])).toBe(20);
    expect(await game('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key IN (?)', [keysOf(ids)])).toBe(
      20,
    );
    expect(await granted(owner.username)).toBe(20 * 5_000);
  }, 60_000);

  it('delivers once when the worker is killed after the game commit and before the Postgres one', async () => {
    const owner = await newPlayer();
    const character = await newCharacter(owner);
    const id = await donation(owner, 'platinum', 'crypto-ETH', character.name, 55);
    const hold = await holdAt('after-game-commit', id);
    const answer = setStatus(id, 'completed');
    await hold.reached();
    // MySQL has it all, Postgres nothing yet.
    expect(await gameRows(character.id, `donation:${id}`)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await count(`SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = $1`, [id])).toBe(0);
    await system.killProcess('worker');
    hold.release();
    await system.startProcess('worker');
    await completedAMinuteAgo([id]);
    await until('delivered after the restart', async () => (await delivered([id])) === 1, 40_000);
    expect((await answer).status).toBe(200);
    const [row] = (await db.query(`SELECT details FROM worker.deliveries WHERE donation_id = $1`, [id])).rows;
    expect(row.details).toMatchObject({ gameRowsWritten: false });
    expect(await gameRows(character.id, `donation:${id}`)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await granted(owner.username)).toBe(55_000);
  }, 60_000);

  it('never writes the NX of a player in game: it waits in the ledger until logout', async () => {
    const owner = await newPlayer();
    await system.game.db.execute('UPDATE accounts SET loggedin = 2 WHERE `name` = ?', [owner.username]);
    const id = await donation(owner, 'nx20', 'crypto-BTC', null, 20);
    expect((await setStatus(id, 'completed')).body.message).toBe('20 000 NX Prepaid added to account');
    const [account] = await system.game.db.rows<{ prepaid: number }>(
      'SELECT COALESCE(nxPrepaid, 0) AS prepaid FROM accounts WHERE `name` = ?',
      [owner.username],
    );
    expect(account.prepaid).toBe(0);
    expect(
      await system.game.db.rows('SELECT amount, applied_at, coupon_id FROM henesys_nx_grants WHERE source_key = ?', [
        `donation:${id}`,
      ]),
    ).toEqual([{ amount: 20_000, applied_at: null, coupon_id: null }]);
  });

  it('loses nothing when Redis restarts with rewards queued: the database says what is owed', async () => {
    const owner = await newPlayer();
    await system.stopProcess('worker');
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await donation(owner, 'nx10', 'paypal', null, 10));
    await Promise.all(ids.map((id) => setStatus(id, 'completed')));
    await system.redis.restart();
    await completedAMinuteAgo(ids);
    await system.startProcess('worker');
    await until('10 deliveries', async () => (await delivered(ids)) === 10, 40_000);
    expect(await game('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key IN (?)', [keysOf(ids)])).toBe(
      10,
    );
    expect(await granted(owner.username)).toBe(10 * 11_000);
  }, 60_000);

  it("shows 'waiting for the game database' while it is down, and delivers once by itself when it is back", async () => {
    const target = new URL(system.game.url);
    const outage = new GameDatabaseRelay(
      { host: target.hostname, port: Number(target.port || 3306) },
      await freePort(),
    );
    relay = outage;
    await outage.open();
    const through = new URL(system.game.url);
    through.port = String(outage.port);
    workerEnv.GAME_DATABASE_URL = through.toString();
    await system.stopProcess('worker');
    await system.startProcess('worker');
    try {
      const owner = await newPlayer();
      const character = await newCharacter(owner);
      const id = await donation(owner, 'bronze', 'crypto-BTC', character.name, 10);
      await outage.close();
      // The answer waits for the worker (DELIVERY_WAIT_MS) while the list already shows why.
      const answer = setStatus(id, 'completed');
      await until('waiting', async () => (await deliveryOf(id))?.state === 'waiting', 20_000);
      expect(await deliveryOf(id)).toMatchObject({ state: 'waiting', reason: MESSAGES.deliveryWaitingForGame });
      expect(await gameRows(character.id, `donation:${id}`)).toEqual(NOTHING);

      await outage.open();
      await until('delivered by itself', async () => (await deliveryOf(id))?.state === 'delivered', 60_000);
      expect((await answer).status).toBe(200);
      expect(await gameRows(character.id, `donation:${id}`)).toEqual(ONE_FOUNDER_DELIVERY);
      expect(await granted(owner.username)).toBe(10_000);
    } finally {
      // The game database is back for the worker (the relay stays until the end): no restart needed.
      await outage.open();
    }
  }, 120_000);
});
