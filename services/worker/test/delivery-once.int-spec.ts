import { MESSAGES } from '@henesys/contracts';
import { until } from '@henesys/testing';
import { DeliveryStatesController } from '../src/deliveries/delivery-states.controller';
import type { DeliveryHookPoint } from '../src/rewards/reward-delivery';
import { Reconciler } from '../src/rewards/reconciler';
import { NOTHING, ONE_FOUNDER_DELIVERY, WorkerModuleTest } from './worker-module';

const ALREADY = { outcome: 'already-delivered', message: MESSAGES.donationMarkedCompleted };

/**
 * Exactly once, across the two databases: however many jobs come for one donation, whatever fails
 * between the game's commit and the Postgres one, and for what the queue lost. The worker's module in
 * this process; killing the worker's process and restarting Redis stay in admin-rewards.e2e-spec.ts.
 */
describe('reward delivery: once, failures and the reconciler (worker module)', () => {
  let worker: WorkerModuleTest;

  beforeAll(async () => {
    worker = await WorkerModuleTest.start('worker_once');
  }, 90_000);

  afterAll(async () => {
    await worker?.close();
  });

  /** A Founder Pack's delivery, queued and held at `point` until the test releases it. */
  async function heldDelivery(tier: string, point: DeliveryHookPoint, attempts?: number) {
    const owner = await worker.newPlayer();
    const character = await worker.newCharacter(owner);
    const job = await worker.donation(owner, tier, 'paypal', character.name);
    const hold = worker.holdAt(point, job.donationId);
    const answer = worker.deliver(job, undefined, attempts);
    await hold.reached();
    return { owner, character, job, release: hold.release, answer };
  }

  /** Kills the game connection of the one delivery transaction with rows written, and waits for its rollback. */
  async function dropGameTransaction(): Promise<void> {
    const open = await worker.game.db.rows<{ thread: number }>(
      'SELECT t.trx_mysql_thread_id AS thread FROM information_schema.innodb_trx t JOIN information_schema.processlist p ON p.id = t.trx_mysql_thread_id WHERE p.db = DATABASE() AND t.trx_rows_modified > 0',
    );
    expect(open).toHaveLength(1);
    await worker.game.db.execute(`KILL CONNECTION ${Number(open[0].thread)}`);
    const rolledBack = async () =>
      (await worker.count('SELECT count(*) AS n FROM information_schema.innodb_trx WHERE trx_mysql_thread_id = ?', [
        open[0].thread,
      ])) === 0;
    await until('rolled back', rolledBack, 10_000);
  }

  it('sends a Founder Pack once however often the donation is completed again or retried', async () => {
    const owner = await worker.newPlayer();
    const character = await worker.newCharacter(owner);
    const job = await worker.donation(owner, 'gold', 'crypto-BTC', character.name);
    expect((await worker.deliver(job)).outcome).toBe('delivered');
    expect(await worker.deliver({ ...job, completionId: 2 })).toEqual(ALREADY);
    expect(await worker.deliver({ ...job, completionId: 0 }, 'retry-1')).toEqual(ALREADY);
    expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await worker.granted(owner)).toBe(35_000);
    expect(await worker.deliveryRow(job.donationId)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('delivers once each when 50 donations are queued at once, and once when one is queued 10 times at once', async () => {
    const owner = await worker.newPlayer();
    const jobs = [];
    for (let i = 0; i < 50; i += 1) jobs.push(await worker.donation(owner, 'nx5', 'crypto-LTC'));
    const single = await worker.donation(owner, 'nx10', 'crypto-LTC');
    const [many, repeated] = await Promise.all([
      Promise.all(jobs.map((job) => worker.deliver(job))),
      Promise.all(Array.from({ length: 10 }, (_, i) => worker.deliver({ ...single, completionId: i + 1 }))),
    ]);
    expect(many.every((answer) => answer.outcome === 'delivered')).toBe(true);
    expect(repeated.filter((answer) => answer.outcome === 'delivered')).toHaveLength(1);
    expect(repeated.filter((answer) => answer.outcome === 'already-delivered')).toHaveLength(9);
    const keys = [...jobs, single].map((job) => `donation:${job.donationId}`);
    expect(await worker.count('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key IN (?)', [keys])).toBe(51);
    expect(await worker.count('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key IN (?)', [keys])).toBe(
      51,
    );
    expect(await worker.granted(owner)).toBe(50 * 5_000 + 10_000);
  }, 60_000);

  it('delivers a Founder Pack exactly once under 20 parallel completions and retries', async () => {
    const owner = await worker.newPlayer();
    const character = await worker.newCharacter(owner);
    const job = await worker.donation(owner, 'diamond', 'paypal', character.name);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? worker.deliver({ ...job, completionId: i + 1 })
          : worker.deliver({ ...job, completionId: 0 }, `retry-${i}`),
      ),
    );
    expect(answers.filter((answer) => answer.outcome === 'delivered')).toHaveLength(1);
    expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    const [note] = await worker.game.db.rows<{ message: string }>('SELECT message FROM notes WHERE `to` = ?', [
      character.name,
    ]);
    expect(
      await worker.count(
        "SELECT count(*) AS n FROM nxcode c JOIN nxcode_items i ON i.codeid = c.id WHERE i.item = 5000028 AND ? LIKE CONCAT('%', c.code, '%')",
        [note.message],
      ),
    ).toBe(2);
    expect(await worker.granted(owner)).toBe(100_000);
  }, 40_000);

  it('delivers nothing for a donation that is no longer completed', async () => {
    const owner = await worker.newPlayer();
    const character = await worker.newCharacter(owner);
    const job = await worker.donation(owner, 'bronze', 'paypal', character.name, 'pending');
    expect(await worker.deliver(job)).toEqual({ outcome: 'not-completed', message: MESSAGES.deliveryNotCompleted });
    expect(await worker.gameRows(character, job.donationId)).toEqual(NOTHING);
    expect(await worker.deliveryRow(job.donationId)).toBeUndefined();
  });

  it('fails for good when the character is gone, with its reason in the delivery state, and delivers on a retry once it is back', async () => {
    const owner = await worker.newPlayer();
    const character = await worker.newCharacter(owner);
    const job = await worker.donation(owner, 'bronze', 'paypal', character.name);
    await worker.game.db.execute('DELETE FROM characters WHERE id = ?', [character.id]);
    const reason = `The character ${character.name} no longer exists on ${owner.username}'s account`;
    await expect(worker.deliver(job)).rejects.toThrow(reason);
    // Not retried by itself: an admin must fix it. The Donations Manager reads this state.
    await until('marked failed', async () => (await worker.deliveryRow(job.donationId))?.state === 'failed', 5_000);
    expect(await worker.service.get(DeliveryStatesController).states({ donationIds: [job.donationId] })).toEqual([
      { donationId: job.donationId, state: 'failed', reason, attempts: 1, at: expect.any(String) },
    ]);
    expect(await worker.gameRows(character, job.donationId)).toEqual(NOTHING);
    expect(await worker.granted(owner)).toBe(0);

    const again = await worker.newCharacter(owner, character.name);
    expect(await worker.deliver({ ...job, completionId: 0 }, 'retry-1')).toEqual({
      outcome: 'delivered',
      message: `Founder's Pack rewards sent to character ${character.name}`,
    });
    expect(await worker.gameRows(again, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await worker.deliveryRow(job.donationId)).toMatchObject({ state: 'delivered', reason: null });
    expect(await worker.granted(owner)).toBe(10_000);
  });

  it('writes nothing when the game connection is dropped mid-transaction, and delivers once on the retry', async () => {
    const { owner, character, job, release, answer } = await heldDelivery('silver', 'before-game-commit');
    await dropGameTransaction();
    expect(await worker.gameRows(character, job.donationId)).toEqual(NOTHING);
    expect(await worker.granted(owner)).toBe(0);
    release();
    expect((await answer).outcome).toBe('delivered');
    expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await worker.granted(owner)).toBe(20_000);
    // The first attempt left the row 'waiting' (the game database did not answer); the second delivered.
    expect(await worker.deliveryRow(job.donationId)).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('keeps a reward waiting, never failed, when its last attempt finds the game database gone; the reconciler delivers it', async () => {
    const { owner, character, job, release, answer } = await heldDelivery('gold', 'before-game-commit', 1);
    await dropGameTransaction();
    release();
    await expect(answer).rejects.toThrow();
    expect(await worker.deliveryRow(job.donationId)).toMatchObject({
      state: 'waiting',
      reason: MESSAGES.deliveryWaitingForGame,
    });
    expect(await worker.gameRows(character, job.donationId)).toEqual(NOTHING);
    // The reconciler takes a waiting reward once it has waited a few seconds.
    await worker.db.query(
      `UPDATE worker.deliveries SET updated_at = now() - interval '1 minute' WHERE donation_id = $1`,
      [job.donationId],
    );
    expect(await worker.service.get(Reconciler).run()).toBe(1);
    expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await worker.deliveryRow(job.donationId)).toMatchObject({ state: 'delivered' });
    expect(await worker.granted(owner)).toBe(35_000);
  });

  it('delivers once when Postgres fails after the game committed: the retry finds the key and writes nothing more', async () => {
    const { owner, character, job, release, answer } = await heldDelivery('platinum', 'after-game-commit');
    // MySQL has it all, Postgres nothing yet: its transaction's connection goes away.
    expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await worker.deliveryRow(job.donationId)).toBeUndefined();
    const [{ n }] = await worker.db.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`,
    );
    expect(n).toBe(1);
    release();
    expect((await answer).outcome).toBe('delivered');
    expect(await worker.deliveryRow(job.donationId)).toMatchObject({
      state: 'delivered',
      details: { gameRowsWritten: false },
    });
    expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
    expect(await worker.granted(owner)).toBe(55_000);
  });

  it('delivers by itself what the database says is owed: completed with no delivery, or waiting for the game database', async () => {
    const owner = await worker.newPlayer();
    const [lost, waited, pending, justCompleted] = [
      await worker.donation(owner, 'nx10', 'paypal'),
      await worker.donation(owner, 'nx20', 'crypto-BTC'),
      await worker.donation(owner, 'nx30', 'paypal', null, 'pending'),
      await worker.donation(owner, 'nx40', 'paypal'),
    ];
    await worker.db.query(
      `INSERT INTO worker.deliveries (donation_id, state, reason, attempts, updated_at) VALUES ($1, 'waiting', $2, 8, now() - interval '1 minute')`,
      [waited.donationId, MESSAGES.deliveryWaitingForGame],
    );
    // A donation completed a moment ago still has its job in flight: the reconciler leaves it to the job.
    await worker.db.query(`UPDATE donations.donations SET updated_at = now() WHERE id = $1`, [
      justCompleted.donationId,
    ]);
    expect(await worker.service.get(Reconciler).run()).toBe(2);
    expect(await worker.delivered([lost.donationId, waited.donationId])).toBe(2);
    expect(await worker.deliveryRow(pending.donationId)).toBeUndefined();
    expect(await worker.deliveryRow(justCompleted.donationId)).toBeUndefined();
    expect(await worker.granted(owner)).toBe(11_000 + 20_000);
    expect(await worker.service.get(Reconciler).run()).toBe(0);
  });
});
