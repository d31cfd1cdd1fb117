import { ACTIVITY_QUEUE, bullJobId, COMMUNITY_QUEUE } from '@henesys/contracts';
import { bullConnection } from '@henesys/server';
import { Queue } from 'bullmq';
import { ONE_FOUNDER_DELIVERY, WorkerModuleTest } from './worker-module';

const TIERS = {
  bronze: { nx: 10_000, meso: 25_000, potions: 100, scrolls: 3, stats: 1, speed: 0, jump: 0, pets: 0 },
  silver: { nx: 20_000, meso: 50_000, potions: 150, scrolls: 5, stats: 2, speed: 0, jump: 0, pets: 0 },
  gold: { nx: 35_000, meso: 100_000, potions: 250, scrolls: 10, stats: 3, speed: 0, jump: 0, pets: 0 },
  platinum: { nx: 55_000, meso: 150_000, potions: 350, scrolls: 15, stats: 3, speed: 3, jump: 0, pets: 1 },
  diamond: { nx: 100_000, meso: 250_000, potions: 500, scrolls: 15, stats: 4, speed: 5, jump: 3, pets: 2 },
} as const;

/** What one delivered reward writes into the game's own (Cosmic) tables, and what the worker answers. */
describe('reward delivery: what the worker writes into the game database (worker module)', () => {
  let worker: WorkerModuleTest;
  let activity: Queue;
  let community: Queue;

  beforeAll(async () => {
    worker = await WorkerModuleTest.start('worker_rewards');
    activity = new Queue(ACTIVITY_QUEUE, { connection: bullConnection(worker.service.redis.url) });
    community = new Queue(COMMUNITY_QUEUE, { connection: bullConnection(worker.service.redis.url) });
  }, 90_000);

  afterAll(async () => {
    await activity?.close();
    await community?.close();
    await worker?.close();
  });

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
    expect(await worker.count('SELECT COALESCE(nxPrepaid, 0) AS n FROM accounts WHERE id = ?', [owner.accountId])).toBe(
      0,
    );
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
