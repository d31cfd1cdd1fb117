import { bullJobId, DELIVER_REWARD_JOB, DeliverRewardJob, DeliveryResult, REWARDS_QUEUE } from '@henesys/contracts';
import { bullConnection } from '@henesys/server';
import {
  createCharacter,
  createGameAccount,
  DonationSpec,
  insertDonations,
  startServiceModule,
  ServiceModuleUnderTest,
  TestGameDatabase,
  until,
} from '@henesys/testing';
import { Job, Queue, QueueEvents } from 'bullmq';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { WorkerEnv } from '../src/config/worker-env';
import type { DeliveryHookPoint } from '../src/rewards/reward-delivery';
import { workerModule } from '../src/worker.module';

/** A site user with a game account of the same name (no characters yet). */
export interface Player {
  userId: number;
  username: string;
  accountId: number;
}

/** Everything one delivery writes into the game, counted. */
export interface GameRows {
  deliveries: number;
  grants: number;
  packages: number;
  items: number;
  equipment: number;
  notes: number;
}

export const ONE_FOUNDER_DELIVERY: GameRows = {
  deliveries: 1,
  grants: 1,
  packages: 5,
  items: 4,
  equipment: 1,
  notes: 1,
};
export const NOTHING: GameRows = { deliveries: 0, grants: 0, packages: 0, items: 0, equipment: 0, notes: 0 };

let counter = 0;

/**
 * The worker's module in this process (startServiceModule) against real PostgreSQL, a real Cosmic game
 * database and a redis-server of its own; the test plays the donations service: it writes completed
 * donations into donations.donations and queues their jobs as the Donations Manager does.
 */
export class WorkerModuleTest {
  private readonly queue: Queue<DeliverRewardJob, DeliveryResult>;
  private readonly events: QueueEvents;
  readonly db: DataSource;
  readonly game: TestGameDatabase;

  private constructor(
    readonly service: ServiceModuleUnderTest<WorkerEnv>,
    private readonly hooks: string,
  ) {
    const connection = bullConnection(service.redis.url);
    this.queue = new Queue(REWARDS_QUEUE, { connection });
    this.events = new QueueEvents(REWARDS_QUEUE, { connection });
    // Tests wait for dozens of jobs at once, each adding its listeners.
    this.queue.setMaxListeners(200);
    this.events.setMaxListeners(200);
    this.db = service.get(DataSource);
    this.game = service.game as TestGameDatabase;
  }

  static async start(label: string): Promise<WorkerModuleTest> {
    const hooks = mkdtempSync(join(tmpdir(), 'henesys-worker-hooks-'));
    const service = await startServiceModule({
      label,
      envClass: WorkerEnv,
      module: workerModule,
      // The reconciler is run by the tests that need it, not by its timer.
      env: { RECONCILE_SECONDS: '3600', WORKER_CONCURRENCY: '5', REWARD_TEST_HOOK_DIR: hooks },
    });
    const started = new WorkerModuleTest(service, hooks);
    await started.events.waitUntilReady();
    return started;
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
    await this.service.close();
    rmSync(this.hooks, { recursive: true, force: true });
  }

  async newPlayer(): Promise<Player> {
    counter += 1;
    const account = await createGameAccount(this.game.db, { prefix: 'w', lastlogin: '2026-01-01 00:00:00' });
    return { userId: 10_000 + counter, username: account.name, accountId: account.id };
  }

  newCharacter(owner: Player, name?: string) {
    return createCharacter(this.game.db, owner.accountId, { name });
  }

  /** A donation as the Donations Manager leaves it (completed a minute ago unless told), and the job that delivers it. */
  async donation(
    owner: Player,
    packageId: string,
    paymentMethod: string,
    characterName: string | null = null,
    status: DonationSpec['status'] = 'completed',
  ): Promise<DeliverRewardJob> {
    const [donationId] = await insertDonations(this.db, {
      owner: { id: owner.userId, username: owner.username },
      packageId,
      paymentMethod,
      characterName,
      status,
      updatedMinutesAgo: 1,
    });
    return {
      donationId,
      userId: owner.userId,
      completionId: 1,
      username: owner.username,
      packageId,
      paymentMethod,
      characterName,
    };
  }

  /** Queues the job as the donations service does (`key` names the completion or retry) and leaves it running. */
  queued(job: DeliverRewardJob, key = `completion-${job.completionId}`, attempts = 3): Promise<Job> {
    return this.queue.add(DELIVER_REWARD_JOB, job, {
      jobId: bullJobId('deliver', job.donationId, key),
      attempts,
      backoff: { type: 'exponential', delay: 100 },
    });
  }

  /** Queues the job and answers what the worker answered (rejects with the job's failure). */
  async deliver(job: DeliverRewardJob, key?: string, attempts?: number): Promise<DeliveryResult> {
    return (await this.queued(job, key, attempts)).waitUntilFinished(this.events, 30_000);
  }

  /** The delivery row of worker.deliveries (undefined: never handled). */
  async deliveryRow(donationId: number) {
    const [row] = await this.db.query(
      `SELECT state, reason, attempts, details FROM worker.deliveries WHERE donation_id = $1`,
      [donationId],
    );
    return row as { state: string; reason: string | null; attempts: number; details: object | null } | undefined;
  }

  async delivered(donationIds: number[]): Promise<number> {
    const [{ n }] = await this.db.query(
      `SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = ANY($1::int[]) AND state = 'delivered'`,
      [donationIds],
    );
    return n;
  }

  /** A count from the game database. */
  async count(sql: string, params: Array<string | number | Array<string | number>> = []): Promise<number> {
    return Number((await this.game.db.rows<{ n: number }>(sql, params))[0].n);
  }

  /** Prepaid NX granted to the game account in the ledger. */
  granted(owner: Player): Promise<number> {
    return this.count(
      "SELECT COALESCE(SUM(amount), 0) AS n FROM henesys_nx_grants WHERE account_id = ? AND balance = 'prepaid'",
      [owner.accountId],
    );
  }

  async gameRows(character: { id: number; name: string }, donationId: number): Promise<GameRows> {
    const key = `donation:${donationId}`;
    const inPackages = 'JOIN dueypackages p ON p.PackageId = i.characterid WHERE i.type = 9 AND p.ReceiverId = ?';
    return {
      deliveries: await this.count('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key = ?', [key]),
      grants: await this.count('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key = ?', [key]),
      packages: await this.count('SELECT count(*) AS n FROM dueypackages WHERE ReceiverId = ?', [character.id]),
      items: await this.count(`SELECT count(*) AS n FROM inventoryitems i ${inPackages}`, [character.id]),
      equipment: await this.count(
        `SELECT count(*) AS n FROM inventoryequipment e JOIN inventoryitems i ON i.inventoryitemid = e.inventoryitemid ${inPackages}`,
        [character.id],
      ),
      notes: await this.count('SELECT count(*) AS n FROM notes WHERE `to` = ?', [character.name]),
    };
  }

  /** Holds the delivery of this donation at `point` (WorkerEnv.REWARD_TEST_HOOK_DIR) until released. */
  holdAt(point: DeliveryHookPoint, donationId: number): { reached: () => Promise<void>; release: () => void } {
    const file = join(this.hooks, `${point}-${donationId}`);
    writeFileSync(file, '');
    return {
      reached: () => until(`worker at ${point}`, async () => existsSync(`${file}.reached`), 20_000),
      release: () => rmSync(file, { force: true }),
    };
  }
}
