import {
  ACTIVITY_QUEUE,
  ADMIN_ROLE,
  bullJobId,
  DeliverRewardJob,
  DeliveryResult,
  DonationOwner,
  ErrorCode,
  MAX_PENDING_DONATIONS,
  MESSAGES,
  REWARDS_QUEUE,
  STAFF_AUDIT_QUEUE,
  StaffAuditJob,
} from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { bullConnection } from '@henesys/server';
import { startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AdminDonationsController } from '../src/admin/admin-donations.controller';
import { AdminDonationsService } from '../src/admin/admin-donations.service';
import { DonationsEnv } from '../src/config/donations-env';
import { CryptoPaymentService } from '../src/crypto/crypto-payment.service';
import { donationsModule } from '../src/donations.module';
import { PlayerDonationsService } from '../src/donations/player-donations.service';
import { decodeQr, FakeRateApi, TEST_WALLETS } from './fake-rate-api';

const BTC_HASH = 'a'.repeat(64);
const ETH_HASH = `0x${'b'.repeat(64)}`;

/**
 * The donations module in this process against real PostgreSQL, a real Cosmic game database with the
 * demo world (account `member` owns MapleHero, Shroomie and LilBandit; `admin` owns Henesys) and its
 * own redis-server, no worker, and a stand-in for the rate API: the rules, without the gateway or the transport.
 */
describe('donations service module (real Postgres, game database and Redis)', () => {
  let service: ServiceModuleUnderTest<DonationsEnv>;
  let player: PlayerDonationsService;
  let admin: AdminDonationsService;
  let db: DataSource;
  let rewards: Queue;
  let activity: Queue;
  let staffAudit: Queue<StaffAuditJob>;
  let nextId = 1000;
  const rateApi = new FakeRateApi();

  const theAdmin: DonationOwner = { id: 1, username: 'admin', email: 'admin@henesys.local', role: ADMIN_ROLE };
  /** A player of their own for each test; `member` is the game account that owns the demo characters. */
  const newOwner = (username = `p${(nextId += 1)}`): DonationOwner => ({
    id: (nextId += 1),
    username,
    email: `${username}@example.com`,
    role: 'member',
  });
  const nx = (owner: DonationOwner, packageId = 'nx5', paymentMethod = 'paypal') =>
    player.submit(owner, { packageId, paymentMethod });
  const count = async (sql: string, params: unknown[]) => ((await db.query(sql, params)) as Array<{ n: number }>)[0].n;

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'donations_mod',
      envClass: DonationsEnv,
      module: donationsModule,
      env: {
        DELIVERY_WAIT_MS: '0',
        REWARD_ATTEMPTS: '2',
        REWARD_BACKOFF_MS: '100',
        RATE_API_URL: await rateApi.start(),
        CRYPTO_WALLETS: TEST_WALLETS,
        RATE_CACHE_SECONDS: '600',
      },
    });
    player = service.get(PlayerDonationsService);
    admin = service.get(AdminDonationsService);
    db = service.get(DataSource);
    rewards = new Queue(REWARDS_QUEUE, { connection: bullConnection(service.redis.url) });
    activity = new Queue(ACTIVITY_QUEUE, { connection: bullConnection(service.redis.url) });
    staffAudit = new Queue(STAFF_AUDIT_QUEUE, { connection: bullConnection(service.redis.url) });
  }, 90_000);

  afterAll(async () => {
    await rewards?.close();
    await activity?.close();
    await staffAudit?.close();
    await service?.close();
    await rateApi.stop();
  });

  describe('submit', () => {
    it('takes the name and price from the catalogue and the character name as the game spells it', async () => {
      const member = newOwner('member');
      const answer = await player.submit(member, {
        packageId: 'gold',
        packageName: 'Free Stuff',
        amount: 0.01,
        paymentMethod: 'crypto-BTC',
        characterName: ' maplehero ',
      });
      expect(answer).toEqual({
        message: MESSAGES.donationSubmitted,
        donation: expect.objectContaining({
          username: 'member',
          email: 'member@example.com',
          package_id: 'gold',
          package_name: 'Gold Founder Pack',
          amount: 35,
          character_name: 'MapleHero',
          payment_method: 'crypto-BTC',
          transaction_code: null,
          status: 'pending',
        }),
      });
      const [row] = await db.query(`SELECT user_id, is_founder, amount_usd FROM donations.donations WHERE id = $1`, [
        answer.donation.id,
      ]);
      expect(row).toEqual({ user_id: member.id, is_founder: true, amount_usd: '35.00' });
      const nxAnswer = await player.submit(newOwner(), {
        packageId: 'nx25',
        paymentMethod: 'paypal',
        characterName: 'ignored',
        amount: 1,
      });
      expect(nxAnswer.donation).toMatchObject({ package_name: '25 000 NX', amount: 25, character_name: null });
    });

    it('refuses a missing or unknown package and a missing, short or foreign character with the spec messages', async () => {
      const member = newOwner('member');
      await expect(player.submit(member, { packageId: 'ruby', paymentMethod: 'paypal' })).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.selectPackage,
      });
      await expect(player.submit(member, { packageId: '', paymentMethod: 'paypal' })).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.selectPackage,
      });
      await expect(player.submit(member, { packageId: 'gold', paymentMethod: 'paypal' })).rejects.toMatchObject({
        statusCode: 400,
        code: ErrorCode.CharacterNameInvalid,
        message: MESSAGES.characterNameRequired,
      });
      await expect(
        player.submit(member, { packageId: 'gold', paymentMethod: 'paypal', characterName: '   ' }),
      ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.characterNameRequired });
      await expect(
        player.submit(member, { packageId: 'gold', paymentMethod: 'paypal', characterName: 'ab' }),
      ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.characterNameLength });
      await expect(
        player.submit(member, { packageId: 'gold', paymentMethod: 'paypal', characterName: 'a'.repeat(13) }),
      ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.characterNameLength });
      // The admin's character, and a character on a site account that has no game account.
      await expect(
        player.submit(member, { packageId: 'gold', paymentMethod: 'paypal', characterName: 'Henesys' }),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: ErrorCode.CharacterNotOwned,
        message: MESSAGES.characterNotYours,
      });
      await expect(
        player.submit(newOwner(), { packageId: 'bronze', paymentMethod: 'paypal', characterName: 'MapleHero' }),
      ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.characterNotYours });
      await expect(
        player.submit(member, { packageId: 'gold', paymentMethod: 'paypal', characterName: 'NoSuchHero' }),
      ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.characterNotYours });
      expect(await count(`SELECT count(*)::int AS n FROM donations.donations WHERE user_id = $1`, [member.id])).toBe(0);
    });

    it(`leaves exactly ${MAX_PENDING_DONATIONS} pending donations when 10 are submitted at once`, async () => {
      const owner = newOwner();
      const answers = await Promise.allSettled(Array.from({ length: 10 }, () => nx(owner)));
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(MAX_PENDING_DONATIONS);
      const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
      expect(refused).toHaveLength(10 - MAX_PENDING_DONATIONS);
      for (const reason of refused)
        expect(reason).toMatchObject({
          statusCode: 409,
          code: 'DONATION_PENDING_LIMIT',
          message: MESSAGES.pendingLimit,
        });
      expect(await count(`SELECT count(*)::int AS n FROM donations.donations WHERE user_id = $1`, [owner.id])).toBe(
        MAX_PENDING_DONATIONS,
      );
    });

    it('counts only pending donations towards the limit: a cancelled or approved one frees a place', async () => {
      const owner = newOwner();
      const ids = [];
      for (let i = 0; i < MAX_PENDING_DONATIONS; i += 1) ids.push((await nx(owner)).donation.id);
      await expect(nx(owner)).rejects.toMatchObject({ message: MESSAGES.pendingLimit });
      await player.cancel(owner, ids[0]);
      await nx(owner);
      await admin.setStatus(theAdmin, ids[1], 'approved');
      await expect(nx(owner)).resolves.toMatchObject({ donation: { status: 'pending' } });
      await expect(nx(owner)).rejects.toMatchObject({ message: MESSAGES.pendingLimit });
    });

    it('allows one Founder Pack per account, also under parallel submits; a cancelled one does not count', async () => {
      const member = newOwner('member');
      const answers = await Promise.allSettled(
        ['bronze', 'silver', 'diamond'].map((packageId) =>
          player.submit(member, { packageId, paymentMethod: 'paypal', characterName: 'Shroomie' }),
        ),
      );
      const done = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      expect(done).toHaveLength(1);
      for (const answer of answers)
        if (answer.status === 'rejected')
          expect(answer.reason).toMatchObject({
            statusCode: 409,
            code: 'FOUNDER_PACK_TAKEN',
            message: MESSAGES.founderPackTaken,
          });
      // An NX option is not a Founder Pack.
      await expect(nx(member)).resolves.toMatchObject({ message: MESSAGES.donationSubmitted });
      await player.cancel(member, done[0].donation.id);
      await expect(
        player.submit(member, { packageId: 'diamond', paymentMethod: 'paypal', characterName: 'LilBandit' }),
      ).resolves.toMatchObject({ donation: { package_id: 'diamond', character_name: 'LilBandit' } });
    });

    it('records the request in the activity log', async () => {
      const { donation } = await player.submit(newOwner('member'), {
        packageId: 'platinum',
        paymentMethod: 'crypto-ETH',
        characterName: 'MapleHero',
      });
      const job = await activity.getJob(bullJobId('donation', `donation.${donation.id}.submitted`));
      expect(job?.data).toMatchObject({
        account: 'member',
        type: 'donation',
        details: `Donation #${donation.id} requested: Platinum Founder Pack ($55) by ETH`,
      });
    });
  });

  describe('transaction code', () => {
    it("takes one code of the payment method's shape per pending donation, trimmed", async () => {
      const owner = newOwner();
      const crypto = (await nx(owner, 'nx10', 'crypto-BTC')).donation;
      const eth = (await nx(owner, 'nx10', 'crypto-ETH')).donation;
      const card = (await nx(owner, 'nx10', 'paypal')).donation;
      await expect(player.submitTransactionCode(owner, crypto.id, 'not-a-hash')).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.transactionCodeShape,
      });
      await expect(player.submitTransactionCode(owner, eth.id, BTC_HASH)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.transactionCodeShape,
      });
      await expect(player.submitTransactionCode(owner, card.id, 'short')).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.transactionCodeShape,
      });
      expect(await player.submitTransactionCode(owner, crypto.id, `  ${BTC_HASH}  `)).toEqual({
        success: true,
        message: MESSAGES.transactionCodeSubmitted,
        donation: expect.objectContaining({ id: crypto.id, transaction_code: BTC_HASH, status: 'pending' }),
      });
      await expect(player.submitTransactionCode(owner, crypto.id, 'c'.repeat(64))).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.transactionCodeExists,
      });
      await expect(player.submitTransactionCode(owner, eth.id, ETH_HASH)).resolves.toMatchObject({
        donation: { transaction_code: ETH_HASH },
      });
      await expect(player.submitTransactionCode(owner, card.id, 'GIFT-1234-ABCD')).resolves.toMatchObject({
        donation: { transaction_code: 'GIFT-1234-ABCD' },
      });
    });

    it('never takes the same code twice, whatever its case, even for another player', async () => {
      const first = newOwner();
      const second = newOwner();
      const mine = (await nx(first, 'nx5', 'crypto-LTC')).donation;
      const theirs = (await nx(second, 'nx5', 'crypto-LTC')).donation;
      const code = 'd'.repeat(64);
      await player.submitTransactionCode(first, mine.id, code);
      await expect(player.submitTransactionCode(second, theirs.id, code.toUpperCase())).rejects.toMatchObject({
        statusCode: 409,
        code: 'TRANSACTION_CODE_TAKEN',
        message: MESSAGES.transactionCodeUsed,
      });
      expect(
        await count(`SELECT count(*)::int AS n FROM donations.donations WHERE id = $1 AND transaction_code IS NULL`, [
          theirs.id,
        ]),
      ).toBe(1);
    });

    it("answers a stranger's donation like a missing one, and changes nothing", async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx20', 'crypto-BTC');
      const stranger = newOwner();
      await expect(player.submitTransactionCode(stranger, donation.id, 'e'.repeat(64))).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.donationNotFound,
      });
      await expect(player.cancel(stranger, donation.id)).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.donationNotFound,
      });
      await expect(player.cancel(owner, 999_999)).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.donationNotFound,
      });
      expect(
        await db.query(`SELECT status, transaction_code FROM donations.donations WHERE id = $1`, [donation.id]),
      ).toEqual([{ status: 'pending', transaction_code: null }]);
    });
  });

  describe('cancel', () => {
    it('keeps the record as cancelled and refuses every change after, from the player and the admin', async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx30', 'crypto-LTC');
      expect(await player.cancel(owner, donation.id)).toEqual({
        success: true,
        message: MESSAGES.donationCancelled,
        donation: expect.objectContaining({ id: donation.id, status: 'cancelled' }),
      });
      await expect(player.cancel(owner, donation.id)).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.donationNotPending,
      });
      await expect(player.submitTransactionCode(owner, donation.id, 'f'.repeat(64))).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.donationNotPending,
      });
      await expect(admin.setStatus(theAdmin, donation.id, 'completed')).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.donationCancelledFinal,
      });
      expect(await db.query(`SELECT status FROM donations.donations WHERE id = $1`, [donation.id])).toEqual([
        { status: 'cancelled' },
      ]);
      expect(
        await count(`SELECT count(*)::int AS n FROM donations.status_changes WHERE donation_id = $1`, [donation.id]),
      ).toBe(0);
    });

    it('refuses to cancel a donation the admin already moved on', async () => {
      const owner = newOwner();
      const { donation } = await nx(owner);
      await admin.setStatus(theAdmin, donation.id, 'approved');
      await expect(player.cancel(owner, donation.id)).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.donationNotPending,
      });
    });
  });

  describe("the player's list", () => {
    it("lists only the player's own donations, newest first, paged and filtered", async () => {
      const owner = newOwner();
      await nx(newOwner());
      const ids = [];
      for (const packageId of ['nx5', 'nx10', 'nx15']) ids.push((await nx(owner, packageId)).donation.id);
      const first = await player.list(owner, 1, 2, 'all');
      expect(first.pagination).toEqual({ page: 1, pages: 2, total: 3, limit: 2 });
      expect(first.donations.map((donation) => donation.package_id)).toEqual(['nx15', 'nx10']);
      expect((await player.list(owner, 2, 2, 'all')).donations.map((donation) => donation.id)).toEqual([ids[0]]);
      expect((await player.list(owner, 3, 2, 'all')).donations).toEqual([]);
      await player.cancel(owner, ids[2]);
      await admin.setStatus(theAdmin, ids[1], 'rejected');
      expect((await player.list(owner, 1, 5, 'pending')).donations.map((donation) => donation.id)).toEqual([ids[0]]);
      expect((await player.list(owner, 1, 5, 'rejected')).donations.map((donation) => donation.id)).toEqual([ids[1]]);
      expect((await player.list(owner, 1, 5, 'all')).pagination).toEqual({ page: 1, pages: 1, total: 3, limit: 5 });
      expect(await player.list(newOwner(), 1, 5, 'all')).toEqual({
        donations: [],
        pagination: { page: 1, pages: 1, total: 0, limit: 5 },
      });
    });
  });

  describe('the admin', () => {
    it('is the only one who may list or change donations', async () => {
      const owner = newOwner();
      const { donation } = await nx(owner);
      await expect(admin.list(owner, { page: 1, limit: 10, status: 'all' })).rejects.toMatchObject({ statusCode: 403 });
      await expect(admin.setStatus(owner, donation.id, 'completed')).rejects.toMatchObject({ statusCode: 403 });
      await expect(admin.retryDelivery(owner, donation.id)).rejects.toMatchObject({ statusCode: 403 });
      expect(await db.query(`SELECT status FROM donations.donations WHERE id = $1`, [donation.id])).toEqual([
        { status: 'pending' },
      ]);
    });

    it('lists every donation, filtered by status and searched by player, character, transaction code or id', async () => {
      const alice = newOwner(`al${nextId}ice`.slice(0, 12));
      const bob = newOwner(`bo${nextId}b`);
      const a = (await nx(alice, 'nx45', 'crypto-BTC')).donation;
      const b = (await nx(bob, 'nx50', 'paypal')).donation;
      const founder = (
        await player.submit(newOwner('member'), {
          packageId: 'silver',
          paymentMethod: 'paypal',
          characterName: 'LilBandit',
        })
      ).donation;
      await player.submitTransactionCode(bob, b.id, `GIFT-${bob.username}-XYZ`);
      await admin.setStatus(theAdmin, b.id, 'approved');

      const search = async (words: string, status: 'all' | 'pending' | 'approved' = 'all') =>
        (await admin.list(theAdmin, { page: 1, limit: 50, status, search: words })).donations.map((row) => row.id);
      expect(await search(alice.username.toUpperCase())).toEqual([a.id]);
      expect(await search(`gift-${bob.username}`)).toEqual([b.id]);
      expect(await search(`gift-${bob.username}`, 'pending')).toEqual([]);
      expect(await search('lilband')).toContain(founder.id);
      expect(await search(`#${a.id}`)).toEqual([a.id]);
      expect(await search(String(b.id))).toContain(b.id);
      expect(await search('%')).toEqual([]);
      // Wildcards are taken literally ('_' would match the '-'), spaces around the words ignored.
      expect(await search(`gift_${bob.username}`)).toEqual([]);
      expect(await search(`  ${alice.username}  `)).toEqual([a.id]);
      expect(await search('no-such-donation')).toEqual([]);

      const all = await admin.list(theAdmin, { page: 1, limit: 2, status: 'all' });
      const total = await count(`SELECT count(*)::int AS n FROM donations.donations`, []);
      expect(all.pagination).toEqual({ page: 1, pages: Math.ceil(total / 2), total, limit: 2 });
      expect(all.donations.map((row) => row.id)).toEqual([founder.id, b.id]);
      const approved = await admin.list(theAdmin, { page: 1, limit: 100, status: 'approved' });
      expect(approved.donations.every((row) => row.status === 'approved')).toBe(true);
      expect(approved.donations.map((row) => row.id)).toContain(b.id);
      expect(approved.pagination.total).toBe(
        await count(`SELECT count(*)::int AS n FROM donations.donations WHERE status = 'approved'`, []),
      );
    });

    it("answers each status with the spec's words and keeps an audit trail, newest first, with notes", async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx15', 'crypto-USDT');
      expect(await admin.setStatus(theAdmin, donation.id, 'approved', '  paid, checking  ')).toEqual({
        message: 'Status updated to Approved',
        donation: expect.objectContaining({ id: donation.id, status: 'approved' }),
        delivery: 'none',
      });
      expect((await admin.setStatus(theAdmin, donation.id, 'rejected', '   ')).message).toBe(
        'Status updated to Rejected',
      );
      expect((await admin.setStatus(theAdmin, donation.id, 'pending')).message).toBe('Status updated to Pending');
      await expect(admin.setStatus(theAdmin, 999_999, 'approved')).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.donationNotFound,
      });

      const [row] = (await admin.list(theAdmin, { page: 1, limit: 5, status: 'all', search: `#${donation.id}` }))
        .donations;
      expect(row).toMatchObject({
        id: donation.id,
        status: 'pending',
        delivery: { state: 'none', reason: null, at: null },
      });
      expect(row.audit).toEqual([
        { admin: 'admin', from: 'rejected', to: 'pending', notes: null, at: expect.any(String) },
        { admin: 'admin', from: 'approved', to: 'rejected', notes: null, at: expect.any(String) },
        { admin: 'admin', from: 'pending', to: 'approved', notes: 'paid, checking', at: expect.any(String) },
      ]);
      expect(
        await db.query(
          `SELECT admin_id, admin_name FROM donations.status_changes WHERE donation_id = $1 GROUP BY admin_id, admin_name`,
          [donation.id],
        ),
      ).toEqual([{ admin_id: 1, admin_name: 'admin' }]);
      const job = await activity.getJob(
        bullJobId(
          'donation-status',
          `donation.${donation.id}.status.${(await db.query(`SELECT max(id) AS id FROM donations.status_changes WHERE donation_id = $1`, [donation.id]))[0].id}`,
        ),
      );
      expect(job?.data).toMatchObject({ account: owner.username, details: `Donation #${donation.id} is now pending` });
    });

    it('hands each status change to the staff audit trail once, keyed by the change, with the game account when there is one', async () => {
      const member = newOwner('member');
      const stranger = newOwner();
      const mine = (await nx(member, 'nx10')).donation;
      const theirs = (await nx(stranger, 'nx20')).donation;
      await admin.setStatus(theAdmin, mine.id, 'approved', '  paid by PayPal  ');
      await admin.setStatus(theAdmin, mine.id, 'rejected');
      await admin.setStatus(theAdmin, theirs.id, 'approved');

      const changes: Array<{ id: number; donation_id: number }> = await db.query(
        `SELECT id, donation_id FROM donations.status_changes WHERE donation_id = ANY($1::int[]) ORDER BY id`,
        [[mine.id, theirs.id]],
      );
      const jobs = await Promise.all(
        changes.map((change) => staffAudit.getJob(bullJobId('audit', `donation.status.${change.id}`))),
      );
      const memberAccount = await service.get(GameAccounts).findByName('member');
      /** The entry of change `n` (in the order made) to donation `id`. */
      const entry = (n: number, id: number, accountId: number | null | undefined, from: string, to: string) => ({
        actor: { id: theAdmin.id, name: 'admin' },
        action: 'donation.status',
        eventKey: `donation.status.${changes[n].id}`,
        target: `donation:${id}`,
        targetLabel: `Donation #${id}`,
        accountId,
        reason: n === 0 ? 'paid by PayPal' : null,
        before: { status: from },
        after: { status: to },
        at: expect.any(String),
      });
      expect(jobs.map((job) => job?.data)).toEqual([
        entry(0, mine.id, memberAccount?.id, 'pending', 'approved'),
        entry(1, mine.id, memberAccount?.id, 'approved', 'rejected'),
        entry(2, theirs.id, null, 'pending', 'approved'),
      ]);
      const ofTheirs = (await staffAudit.getJobs(['waiting', 'delayed'])).filter(
        (job) => job.data.target === `donation:${theirs.id}`,
      );
      expect(ofTheirs).toHaveLength(1);
    });

    it("answers one site user's donations, newest first, and none of anyone else's", async () => {
      const owner = newOwner();
      const other = newOwner();
      const first = (await nx(owner, 'nx5')).donation;
      await nx(other, 'nx10');
      const second = (await nx(owner, 'nx15', 'crypto-BTC')).donation;
      await player.cancel(owner, first.id);
      const controller = service.get(AdminDonationsController);
      expect(await controller.ofUser({ userId: owner.id })).toEqual([
        expect.objectContaining({ id: second.id, username: owner.username, package_id: 'nx15', status: 'pending' }),
        expect.objectContaining({ id: first.id, username: owner.username, package_id: 'nx5', status: 'cancelled' }),
      ]);
      expect(await controller.ofUser({ userId: newOwner().id })).toEqual([]);
    });

    it('queues the reward on completion (no worker: the answer says it is still being delivered), one job per completion', async () => {
      const member = newOwner('member');
      const { donation } = await player.submit(member, {
        packageId: 'diamond',
        paymentMethod: 'crypto-BTC',
        characterName: 'mapleHERO',
      });
      expect(await admin.setStatus(theAdmin, donation.id, 'completed')).toEqual({
        message: `Status updated but ${MESSAGES.deliveryStillRunning}`,
        donation: expect.objectContaining({ id: donation.id, status: 'completed' }),
        delivery: 'running',
      });
      const jobsOf = async () =>
        (await rewards.getJobs(['waiting', 'delayed', 'active', 'prioritized'])).filter(
          (job) => job.data.donationId === donation.id,
        );
      const [job] = await jobsOf();
      const [change] = await db.query(
        `SELECT id FROM donations.status_changes WHERE donation_id = $1 ORDER BY id DESC LIMIT 1`,
        [donation.id],
      );
      expect(job.id).toBe(bullJobId('deliver', donation.id, `completion-${change.id}`));
      expect(job.data).toEqual({
        donationId: donation.id,
        userId: member.id,
        completionId: change.id,
        username: 'member',
        packageId: 'diamond',
        paymentMethod: 'crypto-BTC',
        characterName: 'MapleHero',
      });
      expect(job.opts).toMatchObject({ attempts: 2, backoff: { type: 'exponential', delay: 100 } });

      const [listed] = (
        await admin.list(theAdmin, { page: 1, limit: 5, status: 'completed', search: `#${donation.id}` })
      ).donations;
      expect(listed.delivery.state).toBe('queued');

      await admin.setStatus(theAdmin, donation.id, 'pending');
      await admin.setStatus(theAdmin, donation.id, 'completed');
      expect(await jobsOf()).toHaveLength(2);
      expect(
        await count(`SELECT count(*)::int AS n FROM donations.status_changes WHERE donation_id = $1`, [donation.id]),
      ).toBe(3);
    });

    it('retries the delivery of a completed donation only', async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx40');
      await expect(admin.retryDelivery(theAdmin, donation.id)).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.deliveryNotCompleted,
      });
      await expect(admin.retryDelivery(theAdmin, 999_999)).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.donationNotFound,
      });
      await admin.setStatus(theAdmin, donation.id, 'completed');
      expect(await admin.retryDelivery(theAdmin, donation.id)).toEqual({
        message: `Status updated but ${MESSAGES.deliveryStillRunning}`,
        donation: expect.objectContaining({ status: 'completed' }),
        delivery: 'running',
      });
      const jobs = (await rewards.getJobs(['waiting', 'delayed', 'active', 'prioritized'])).filter(
        (job) => job.data.donationId === donation.id,
      );
      expect(jobs).toHaveLength(2);
      const retry = jobs.find((job) => job.data.completionId === 0);
      expect(retry?.id?.startsWith(bullJobId('deliver', donation.id, 'retry-'))).toBe(true);
    });

    it("passes on the worker's answer when it comes in time: its toast, or why the reward was not sent", async () => {
      const outcomes = new Map<number, () => DeliveryResult>();
      const worker = new Worker<DeliverRewardJob, DeliveryResult>(
        REWARDS_QUEUE,
        async (job) =>
          (outcomes.get(job.data.donationId) ?? (() => ({ outcome: 'already-delivered', message: 'x' })))(),
        {
          connection: bullConnection(service.redis.url),
        },
      );
      service.env.DELIVERY_WAIT_MS = 5_000;
      try {
        const owner = newOwner();
        const sent = (await nx(owner, 'nx20')).donation;
        const failed = (await nx(owner, 'nx25')).donation;
        const gone = (await nx(owner, 'nx30')).donation;
        outcomes.set(sent.id, () => ({ outcome: 'delivered', message: '22 000 NX Prepaid added to account' }));
        outcomes.set(failed.id, () => {
          throw new UnrecoverableError(`The character Ghost no longer exists on ${owner.username}'s account`);
        });
        outcomes.set(gone.id, () => ({ outcome: 'not-completed', message: 'The donation is no longer completed' }));
        expect((await admin.setStatus(theAdmin, sent.id, 'completed')).message).toBe(
          '22 000 NX Prepaid added to account',
        );
        expect((await admin.setStatus(theAdmin, failed.id, 'completed')).message).toBe(
          `Status updated but The character Ghost no longer exists on ${owner.username}'s account`,
        );
        expect((await admin.setStatus(theAdmin, gone.id, 'completed')).message).toBe(
          'Status updated but the donation is no longer completed',
        );
      } finally {
        service.env.DELIVERY_WAIT_MS = 0;
        await worker.close();
      }
    });
  });

  describe('crypto payments', () => {
    it('prices a donation at the live rate in the coin asked for, with the wallet and a payment URI in the QR code, asking the rate API once', async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx35', 'crypto-BTC');
      const payments = service.get(CryptoPaymentService);
      const callsBefore = rateApi.calls;
      const btc = await payments.forDonation(owner, donation.id);
      expect(btc).toEqual({
        crypto_currency: 'BTC',
        expected_amount_crypto: 0.0007,
        crypto_formatted: '0.00070000 BTC',
        expected_amount_usd: 35,
        exchange_rate: 50000,
        exchange_rate_formatted: '1 BTC = $50,000.00',
        wallet_address: 'bc1qtestwallet',
        qr_code: expect.stringMatching(/^data:image\/png;base64,/),
        rate_source: 'live',
      });
      expect(decodeQr(btc.qr_code)).toBe('bitcoin:bc1qtestwallet?amount=0.00070000');
      const eth = await payments.forDonation(owner, donation.id, 'ETH');
      expect(eth).toMatchObject({
        crypto_currency: 'ETH',
        expected_amount_crypto: 0.014,
        crypto_formatted: '0.014000 ETH',
        wallet_address: '0xTestEthWallet',
      });
      expect(decodeQr(eth.qr_code)).toBe('0xTestEthWallet');
      expect(rateApi.calls - callsBefore).toBeLessThanOrEqual(1);
    });

    it("answers the owner and admins only (a stranger's like a missing one), and refuses a gift card donation", async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx20', 'crypto-ETH');
      const payments = service.get(CryptoPaymentService);
      await expect(payments.forDonation(newOwner(), donation.id)).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.donationNotFound,
      });
      await expect(payments.forDonation(owner, 999_999)).rejects.toMatchObject({ statusCode: 404 });
      await expect(payments.forDonation(theAdmin, donation.id)).resolves.toMatchObject({ crypto_currency: 'ETH' });
      const card = (await nx(owner, 'nx5', 'paypal')).donation;
      await expect(payments.forDonation(owner, card.id)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.notCryptoDonation,
      });
    });

    it('falls back to the configured rates when the rate API fails, and says so', async () => {
      const owner = newOwner();
      const { donation } = await nx(owner, 'nx10', 'crypto-BTC');
      const redis = new Redis(service.redis.url);
      rateApi.failing = true;
      try {
        await redis.del('donations:usd-rates');
        expect(await service.get(CryptoPaymentService).forDonation(owner, donation.id)).toMatchObject({
          rate_source: 'fallback',
          exchange_rate: 65000,
          crypto_formatted: '0.00015385 BTC',
        });
      } finally {
        rateApi.failing = false;
        redis.disconnect();
      }
    });
  });
});
