import { ACTIVITY_QUEUE, bullJobId, COMMUNITY_QUEUE, MESSAGES } from '@henesys/contracts';
import { bullConnection } from '@henesys/server';
import { until } from '@henesys/testing';
import { Queue } from 'bullmq';
import { DeliveryStatesController } from '../src/deliveries/delivery-states.controller';
import type { DeliveryHookPoint } from '../src/rewards/reward-delivery';
import { Reconciler } from '../src/rewards/reconciler';
import { NOTHING, ONE_FOUNDER_DELIVERY, WorkerModuleTest } from './worker-module';

const TIERS = {
  bronze: { nx: 10_000, meso: 25_000, potions: 100, scrolls: 3, stats: 1, speed: 0, jump: 0, pets: 0 },
  silver: { nx: 20_000, meso: 50_000, potions: 150, scrolls: 5, stats: 2, speed: 0, jump: 0, pets: 0 },
  gold: { nx: 35_000, meso: 100_000, potions: 250, scrolls: 10, stats: 3, speed: 0, jump: 0, pets: 0 },
  platinum: { nx: 55_000, meso: 150_000, potions: 350, scrolls: 15, stats: 3, speed: 3, jump: 0, pets: 1 },
  diamond: { nx: 100_000, meso: 250_000, potions: 500, scrolls: 15, stats: 4, speed: 5, jump: 3, pets: 2 },
} as const;

const ALREADY = { outcome: 'already-delivered', message: MESSAGES.donationMarkedCompleted };

/**
 * The worker's module in this process, fed jobs as the donations service queues them: what a delivered
 * reward writes into the game's own (Cosmic) tables and what the worker answers, and exactly once
 * across the two databases however many jobs come, whatever fails between the game's commit and the
 * Postgres one, and for what the queue lost. Killing the worker's process and restarting Redis stay
 * in services/donations/test/admin-rewards.e2e-spec.ts.
 */
describe('reward delivery (worker module: real Postgres, Cosmic game database, Redis and BullMQ)', () => {
  let worker: WorkerModuleTest;
  let activity: Queue;
  let community: Queue;

  beforeAll(async () => {
    worker = await WorkerModuleTest.start('worker');
    activity = new Queue(ACTIVITY_QUEUE, { connection: bullConnection(worker.service.redis.url) });
    community = new Queue(COMMUNITY_QUEUE, { connection: bullConnection(worker.service.redis.url) });
  }, 90_000);

  afterAll(async () => {
    await activity?.close();
    await community?.close();
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

  describe('what a delivery writes into the game database', () => {
    it("delivers NX packages as one prepaid NX grant in the game's ledger, 10% more for gift cards, in the spec's words", async () => {
      const owner = await worker.newPlayer();
      const crypto = await worker.donation(owner, 'nx25', 'crypto-BTC');
      const card = await worker.donation(owner, 'nx25', 'paypal');
      expect(await worker.deliver(crypto)).toEqual({
        outcome: 'delivered',
        message: '25 000 NX Prepaid added to account',
      });
      expect(await worker.deliver(card)).toEqual({
        outcome: 'delivered',
        message: '27 500 NX Prepaid added to account (includes 10% bonus)',
      });
      const keys = [`donation:${crypto.donationId}`, `donation:${card.donationId}`];
      expect(
        await worker.game.db.rows(
          'SELECT source_key, balance, amount, source, account_id, applied_at FROM henesys_nx_grants WHERE source_key IN (?) ORDER BY id',
          [keys],
        ),
      ).toEqual([
        {
          source_key: keys[0],
          balance: 'prepaid',
          amount: 25_000,
          source: 'donation',
          account_id: owner.accountId,
          applied_at: null,
        },
        {
          source_key: keys[1],
          balance: 'prepaid',
          amount: 27_500,
          source: 'donation',
          account_id: owner.accountId,
          applied_at: null,
        },
      ]);
      expect(
        await worker.count(
          'SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key IN (?) AND character_id IS NULL',
          [keys],
        ),
      ).toBe(2);
      // The ledger only: the accounts service applies it to the balance behind the offline guard.
      expect(
        await worker.count('SELECT COALESCE(nxPrepaid, 0) AS n FROM accounts WHERE id = ?', [owner.accountId]),
      ).toBe(0);
      expect(
        await worker.count(
          'SELECT count(*) AS n FROM dueypackages p JOIN characters c ON c.id = p.ReceiverId WHERE c.accountid = ?',
          [owner.accountId],
        ),
      ).toBe(0);
      expect(await worker.deliveryRow(crypto.donationId)).toMatchObject({
        state: 'delivered',
        reason: null,
        details: { summary: '25 000 NX Prepaid', gameRowsWritten: true },
      });
      const line = await activity.getJob(bullJobId('reward', `reward.${card.donationId}`));
      expect(line?.data).toMatchObject({
        account: owner.username,
        type: 'reward',
        details: 'Reward delivered: 27 500 NX Prepaid',
      });
      // Discord roles are asked for Founder Packs only.
      expect(await community.getJob(bullJobId('roles', card.donationId))).toBeUndefined();
    });

    it.each(Object.entries(TIERS))(
      'delivers a %s Founder Pack through Duey to the named character: packages, items, medal, pet coupons, note and NX',
      async (tier, want) => {
        const owner = await worker.newPlayer();
        const character = await worker.newCharacter(owner);
        const job = await worker.donation(owner, tier, 'crypto-BTC', character.name);
        expect(await worker.deliver(job)).toEqual({
          outcome: 'delivered',
          message: `Founder's Pack rewards sent to character ${character.name}`,
        });
        expect(await worker.gameRows(character, job.donationId)).toEqual(ONE_FOUNDER_DELIVERY);
        expect(await worker.granted(owner)).toBe(want.nx);
        expect((await community.getJob(bullJobId('roles', job.donationId)))?.data).toMatchObject({
          userId: owner.userId,
          packageId: tier,
        });

        const packages = await worker.game.db.rows<Record<string, unknown>>(
          `SELECT p.SenderName, p.Mesos, p.Message, p.Checked, p.Type, p.TimeStamp < UTC_TIMESTAMP() AS claimable,
                i.itemid, i.inventorytype, i.quantity, i.accountid, i.position, i.owner, i.petid, i.flag, i.giftFrom, i.expiration
         FROM dueypackages p LEFT JOIN inventoryitems i ON i.characterid = p.PackageId AND i.type = 9 WHERE p.ReceiverId = ? ORDER BY p.PackageId`,
          [character.id],
        );
        const common = {
          SenderName: 'Henesys',
          Message: `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Founder Pack: thank you for founding Henesys!`,
          Checked: 1,
          Type: 0,
          claimable: 1,
        };
        const stack = { accountid: null, position: 0, owner: '', petid: -1, flag: 0, giftFrom: '' };
        const noItem = { itemid: null, inventorytype: null, quantity: null, accountid: null, position: null };
        expect(packages.slice(0, 4)).toEqual([
          {
            ...common,
            Mesos: want.meso,
            ...noItem,
            owner: null,
            petid: null,
            flag: null,
            giftFrom: null,
            expiration: null,
          },
          { ...common, Mesos: 0, itemid: 2000002, inventorytype: 2, quantity: want.potions, ...stack, expiration: -1 },
          { ...common, Mesos: 0, itemid: 2000006, inventorytype: 2, quantity: want.potions, ...stack, expiration: -1 },
          { ...common, Mesos: 0, itemid: 2030000, inventorytype: 2, quantity: want.scrolls, ...stack, expiration: -1 },
        ]);
        expect(packages[4]).toMatchObject({
          ...common,
          Mesos: 0,
          itemid: 1142000,
          inventorytype: 1,
          quantity: 1,
          ...stack,
        });
        const days = (Number(packages[4].expiration) - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29.9);
        expect(days).toBeLessThanOrEqual(30);

        const [medal] = await worker.game.db.rows<Record<string, number>>(
          'SELECT e.str, e.dex, e.`int`, e.luk, e.speed, e.jump FROM inventoryequipment e JOIN inventoryitems i ON i.inventoryitemid = e.inventoryitemid JOIN dueypackages p ON p.PackageId = i.characterid WHERE i.type = 9 AND p.ReceiverId = ?',
          [character.id],
        );
        const { stats, speed, jump } = want;
        expect(medal).toEqual({ str: stats, dex: stats, int: stats, luk: stats, speed, jump });

        const [note] = await worker.game.db.rows<{
          from: string;
          message: string;
          fame: number;
          deleted: number;
          timestamp: number;
        }>('SELECT `from`, message, fame, deleted, `timestamp` FROM notes WHERE `to` = ?', [character.name]);
        expect(note).toMatchObject({ from: 'Henesys', fame: 0, deleted: 0 });
        expect(Math.abs(Number(note.timestamp) - Date.now())).toBeLessThan(60_000);
        expect(note.message).toContain('Duey');
        const coupons = await worker.game.db.rows<{
          code: string;
          retriever: string | null;
          expiration: number;
          type: number;
          item: number;
          quantity: number;
        }>(
          'SELECT c.code, c.retriever, c.expiration, i.type, i.item, i.quantity FROM nxcode c JOIN nxcode_items i ON i.codeid = c.id WHERE c.code IN (?)',
          [(note.message.match(/\b[A-Z2-9]{16}\b/g) ?? ['-']) as string[]],
        );
        expect(coupons).toHaveLength(want.pets);
        for (const coupon of coupons) {
          expect(coupon).toMatchObject({ retriever: null, type: 5, item: 5000028, quantity: 1 });
          expect(coupon.code).toBe(coupon.code.toUpperCase());
          expect(Number(coupon.expiration)).toBeGreaterThan(Date.now() + 80 * 86_400_000);
        }
      },
    );
  });

  describe('once, failures and the reconciler', () => {
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
      expect(await worker.count('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key IN (?)', [keys])).toBe(
        51,
      );
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
});
