import { MESSAGES } from '@henesys/contracts';
import { TestSystem, until } from '@henesys/testing';
import { Client } from 'pg';

/** The Donations Manager and the worker that delivers rewards exactly once. */
describe('donations manager and reward delivery', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  let member: string;
  let counter = 0;

  const call: TestSystem['api'] = (...args) => system.api(...args);
  const login = (username: string, password: string) => system.login(username, password);
  const setStatus = (id: number, status: string, adminNotes?: string) => call('PUT', `/api/donations/${id}/status`, admin, { status, adminNotes });
  const count = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0].n as number;

  /** A player with a game account; the donations are written straight in (submitting is tested elsewhere). */
  async function newPlayer(): Promise<{ id: number; username: string }> {
    const username = `r${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    await call('POST', '/api/auth/register', undefined, { username, email: `${username}@example.com`, password: 'secret123', birthday: '1990-03-03' });
    const { rows } = await db.query(`SELECT id FROM auth.users WHERE username = $1`, [username]);
    return { id: rows[0].id, username };
  }
  async function donation(owner: { id: number; username: string }, packageId: string, paymentMethod: string, characterName: string | null = null, amount = 10): Promise<number> {
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
       VALUES ($1, $2, 'x@example.com', $3, $3, $4, $5, $6, $7) RETURNING id`,
      [owner.id, owner.username, packageId, characterName !== null, characterName, amount, paymentMethod],
    );
    return rows[0].id;
  }
  const prepaid = async (username: string) => (await db.query(`SELECT nx_prepaid FROM game.accounts WHERE name = $1`, [username])).rows[0].nx_prepaid as number;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'rewards',
      processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
      env: { RPC_TIMEOUT_MS: '8000', RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
      envFor: { donations: { DELIVERY_WAIT_MS: '5000', REWARD_BACKOFF_MS: '200' }, worker: { WORKER_STALLED_INTERVAL_MS: '2000', RECONCILE_SECONDS: '2' } },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    admin = await login('admin', 'admin1234');
    member = await login('member', 'member1234');
  }, 120_000);

  afterAll(async () => {
    if (process.env.DEBUG_LOGS) console.log(system.logs.filter((line) => /worker|deadlock|failed/i.test(line)).slice(-30).join('\n'));
    await db?.end();
    await system?.stop();
  });

  it('lets only admins list and change donations: 401 without a token, 403 for a member, nothing changed', async () => {
    const owner = await newPlayer();
    const id = await donation(owner, 'nx5', 'paypal', null, 5);
    expect((await call('GET', '/api/donations')).status).toBe(401);
    expect((await call('GET', '/api/donations', member)).status).toBe(403);
    expect((await call('PUT', `/api/donations/${id}/status`, member, { status: 'completed' })).status).toBe(403);
    expect((await call('POST', `/api/donations/${id}/retry-delivery`, member)).status).toBe(403);
    expect((await db.query(`SELECT status FROM donations.donations WHERE id = $1`, [id])).rows[0].status).toBe('pending');
    expect(await prepaid(owner.username)).toBe(0);
  });

  it('lists every donation newest first, filtered, paged, with audit trail and delivery state', async () => {
    const owner = await newPlayer();
    const ids = [await donation(owner, 'nx5', 'paypal'), await donation(owner, 'nx10', 'crypto-BTC'), await donation(owner, 'nx15', 'crypto-ETH')];
    await setStatus(ids[0], 'approved', 'Code checked');
    const page = (await call('GET', '/api/donations?limit=2&page=1&_t=5', admin)).body;
    expect(page.donations.map((entry: { id: number }) => entry.id)).toEqual([ids[2], ids[1]]);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.pagination.pages).toBeGreaterThanOrEqual(2);
    const approved = (await call('GET', '/api/donations?status=approved&limit=50', admin)).body.donations.find((entry: { id: number }) => entry.id === ids[0]);
    expect(approved).toMatchObject({ status: 'approved', username: owner.username, audit: [{ admin: 'admin', from: 'pending', to: 'approved', notes: 'Code checked', at: expect.any(String) }], delivery: { state: 'none' } });
    expect((await call('GET', '/api/donations?status=nope', admin)).status).toBe(400);
  });

  it('delivers NX packages as prepaid NX, with 10% more for gift cards, and says so in the spec\'s words', async () => {
    const owner = await newPlayer();
    const crypto = await donation(owner, 'nx25', 'crypto-BTC');
    const card = await donation(owner, 'nx25', 'paypal');
    expect(await setStatus(crypto, 'completed')).toMatchObject({ status: 200, body: { message: '25,000 NX Prepaid added to account', donation: { status: 'completed' } } });
    expect(await setStatus(card, 'completed')).toMatchObject({ status: 200, body: { message: '27,500 NX Prepaid added to account (includes 10% bonus)' } });
    expect(await prepaid(owner.username)).toBe(52_500);
    const listed = (await call('GET', '/api/donations?status=completed&limit=50', admin)).body.donations.find((entry: { id: number }) => entry.id === crypto);
    expect(listed.delivery).toMatchObject({ state: 'delivered', reason: null });
    await until('two reward activity lines', async () => (await count(`SELECT count(*)::int AS n FROM accounts.activity_log WHERE account_name = $1 AND type = 'reward'`, [owner.username])) === 2, 5_000);
  });

  it('sends a Founder Pack\'s items to the character as parcels and its NX to the account, once however often the status flips', async () => {
    const memberRow = { id: (await db.query(`SELECT id FROM auth.users WHERE username = 'member'`)).rows[0].id, username: 'member' };
    const before = await prepaid('member');
    const id = await donation(memberRow, 'gold', 'crypto-BTC', 'MapleHero', 35);
    expect(await setStatus(id, 'completed')).toMatchObject({ body: { message: "Founder's Pack rewards sent to character MapleHero" } });
    const parcels = async () => (await db.query(`SELECT item_id, quantity, meso FROM game.parcels WHERE source_key LIKE $1 ORDER BY id`, [`donation:${id}:%`])).rows;
    expect(await parcels()).toEqual([
      { item_id: null, quantity: 1, meso: 100_000 },
      { item_id: 2000002, quantity: 250, meso: 0 },
      { item_id: 2000006, quantity: 250, meso: 0 },
      { item_id: 2030000, quantity: 10, meso: 0 },
      { item_id: 1142000, quantity: 1, meso: 0 },
    ]);
    expect(await prepaid('member')).toBe(before + 35_000);

    expect(await setStatus(id, 'pending')).toMatchObject({ body: { message: 'Status updated to Pending' } });
    expect(await setStatus(id, 'completed')).toMatchObject({ body: { message: MESSAGES.donationMarkedCompleted } });
    expect(await parcels()).toHaveLength(5);
    expect(await prepaid('member')).toBe(before + 35_000);
    expect(await count(`SELECT count(*)::int AS n FROM donations.status_changes WHERE donation_id = $1`, [id])).toBe(3);
  });

  it('answers the other statuses with "Status updated to ..." and refuses to touch a cancelled donation', async () => {
    const owner = await newPlayer();
    const id = await donation(owner, 'nx5', 'paypal');
    expect((await setStatus(id, 'approved')).body.message).toBe('Status updated to Approved');
    expect((await setStatus(id, 'rejected')).body.message).toBe('Status updated to Rejected');
    expect((await call('PUT', `/api/donations/${id}/status`, admin, { status: 'cancelled' })).status).toBe(400);
    await db.query(`UPDATE donations.donations SET status = 'cancelled' WHERE id = $1`, [id]);
    expect(await setStatus(id, 'completed')).toMatchObject({ status: 409, body: { message: MESSAGES.donationCancelledFinal } });
    expect(await prepaid(owner.username)).toBe(0);
  });

  it('delivers once each when 50 donations are completed at once, and once when one is completed 10 times at once', async () => {
    const owner = await newPlayer();
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push(await donation(owner, 'nx5', 'crypto-LTC', null, 5));
    const answers = await Promise.all(ids.map((id) => setStatus(id, 'completed')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const single = await donation(owner, 'nx10', 'crypto-LTC');
    await Promise.all(Array.from({ length: 10 }, () => setStatus(single, 'completed')));
    await until('51 deliveries', async () => (await count(`SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = ANY($1::int[]) AND state = 'delivered'`, [[...ids, single]])) === 51, 30_000);
    expect(await count(`SELECT count(*)::int AS n FROM game.nx_credits WHERE source_key = ANY($1::text[])`, [[...ids, single].map((id) => `donation:${id}`)])).toBe(51);
    expect(await prepaid(owner.username)).toBe(50 * 5_000 + 10_000);
  }, 60_000);

  it('shows a permanent failure with its reason, and delivers on retry once the admin fixed it', async () => {
    const owner = await newPlayer();
    const character = `F${Date.now().toString(36).slice(-8)}`;
    await db.query(`INSERT INTO game.characters (account_id, name) SELECT id, $2 FROM game.accounts WHERE name = $1`, [owner.username, character]);
    const id = await donation(owner, 'bronze', 'paypal', character);
    await db.query(`DELETE FROM game.characters WHERE name = $1`, [character]);
    const answer = await setStatus(id, 'completed');
    expect(answer.body.message).toBe(`Status updated but The character ${character} no longer exists on ${owner.username}'s account`);
    const failed = (await call('GET', '/api/donations?status=completed&limit=50', admin)).body.donations.find((entry: { id: number }) => entry.id === id);
    expect(failed.delivery).toMatchObject({ state: 'failed', reason: expect.stringContaining('no longer exists') });
    expect(await prepaid(owner.username)).toBe(0);

    await db.query(`INSERT INTO game.characters (account_id, name) SELECT id, $2 FROM game.accounts WHERE name = $1`, [owner.username, character]);
    expect(await call('POST', `/api/donations/${id}/retry-delivery`, admin)).toMatchObject({ status: 200, body: { message: `Founder's Pack rewards sent to character ${character}` } });
    expect(await prepaid(owner.username)).toBe(10_000);
    expect(await count(`SELECT count(*)::int AS n FROM game.parcels WHERE source_key LIKE $1`, [`donation:${id}:%`])).toBe(5);
  }, 30_000);

  it('delivers every reward exactly once when the worker is killed (SIGKILL) while it holds jobs', async () => {
    const owner = await newPlayer();
    await system.stopProcess('worker');
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await donation(owner, 'nx5', 'crypto-BTC', null, 5));
    const answers = await Promise.all(ids.map((id) => setStatus(id, 'completed')));
    expect(answers[0].body.message).toBe(`Status updated but ${MESSAGES.deliveryStillRunning}`);
    await system.startProcess('worker');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await system.killProcess('worker');
    await system.startProcess('worker');
    await until('20 deliveries', async () => (await count(`SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = ANY($1::int[]) AND state = 'delivered'`, [ids])) === 20, 40_000);
    expect(await count(`SELECT count(*)::int AS n FROM game.nx_credits WHERE source_key = ANY($1::text[])`, [ids.map((id) => `donation:${id}`)])).toBe(20);
    expect(await prepaid(owner.username)).toBe(20 * 5_000);
  }, 60_000);

  it('loses nothing when Redis restarts with rewards queued: the database says what is owed', async () => {
    const owner = await newPlayer();
    await system.stopProcess('worker');
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await donation(owner, 'nx10', 'paypal', null, 10));
    await Promise.all(ids.map((id) => setStatus(id, 'completed')));
    await system.redis.restart();
    await system.startProcess('worker');
    await until('10 deliveries', async () => (await count(`SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = ANY($1::int[]) AND state = 'delivered'`, [ids])) === 10, 40_000);
    expect(await prepaid(owner.username)).toBe(10 * 11_000);
  }, 60_000);

  it('never writes the NX of a player in game: it waits in the ledger until logout', async () => {
    const owner = await newPlayer();
    await db.query(`UPDATE game.accounts SET logged_in = 2 WHERE name = $1`, [owner.username]);
    const id = await donation(owner, 'nx20', 'crypto-BTC', null, 20);
    expect((await setStatus(id, 'completed')).body.message).toBe('20,000 NX Prepaid added to account');
    expect(await prepaid(owner.username)).toBe(0);
    expect((await db.query(`SELECT amount, applied_at FROM game.nx_credits WHERE source_key = $1`, [`donation:${id}`])).rows).toEqual([{ amount: 20_000, applied_at: null }]);
  });
});
