import { Injectable, Logger } from '@nestjs/common';
import { DeliverRewardJob, DeliveryResult, MESSAGES } from '@henesys/contracts';
import { GameRewardRequest, GameRewards, GameRewardTargetMissing, isGameDatabaseUnavailable } from '@henesys/game';
import { ActivityRecorder } from '@henesys/server';
import { UnrecoverableError } from 'bullmq';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { WorkerEnv } from '../config/worker-env';
import { DeliveriesRepository } from '../deliveries/deliveries.repository';
import { DeliveryCounter } from './delivery-counter';
import { FounderRoleRequests } from './founder-role-requests';
import { founderNote, planReward, REWARD_SENDER, RewardPlan } from './reward-plan';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a test may hold a delivery (WorkerEnv.REWARD_TEST_HOOK_DIR). */
export type DeliveryHookPoint = 'before-game-commit' | 'after-game-commit';

/**
 * Delivers one donation's reward exactly once, ever, across two databases:
 * 1. Postgres: the donation is still `completed` (its row of donations.completed_rewards held FOR
 *    SHARE until the end, so it cannot be un-completed meanwhile) and not delivered yet;
 * 2. MySQL, one transaction (libs/game GameRewards): the key `donation:<id>` in henesys_deliveries with
 *    the NX grant, the Duey packages, the pet coupons and the note; a key already there means an
 *    earlier attempt committed them all, so nothing more is written;
 * 3. Postgres: worker.deliveries becomes 'delivered' (once: a concurrent attempt finds it so).
 * A worker dying between 2 and 3 leaves Postgres undelivered and MySQL done: the retry finds the key
 * and only does 3. A game database that does not answer leaves 'waiting' and is retried.
 */
@Injectable()
export class RewardDelivery {
  private readonly logger = new Logger(RewardDelivery.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveriesRepository,
    private readonly game: GameRewards,
    private readonly activity: ActivityRecorder,
    private readonly roles: FounderRoleRequests,
    private readonly counter: DeliveryCounter,
    private readonly env: WorkerEnv,
  ) {}

  async deliver(job: DeliverRewardJob, attempt: number): Promise<DeliveryResult> {
    const plan = planReward(job);
    let result: DeliveryResult;
    try {
      result = await this.dataSource.transaction(async (manager): Promise<DeliveryResult> => {
        if (!(await this.deliveries.holdCompleted(manager, job.donationId)))
          return { outcome: 'not-completed', message: MESSAGES.deliveryNotCompleted };
        if ((await this.deliveries.stateOf(manager, job.donationId)) === 'delivered')
          return { outcome: 'already-delivered', message: MESSAGES.donationMarkedCompleted };
        const game = await this.game
          .deliver(this.request(job, plan), { beforeCommit: () => this.hold('before-game-commit', job.donationId) })
          .catch((error: unknown) => {
            throw error instanceof GameRewardTargetMissing ? new UnrecoverableError(error.message) : error;
          });
        await this.hold('after-game-commit', job.donationId);
        const claimed = await this.deliveries.markDelivered(manager, job.donationId, attempt, {
          summary: plan.summary,
          gameRowsWritten: game.written,
        });
        if (!claimed) return { outcome: 'already-delivered', message: MESSAGES.donationMarkedCompleted };
        return { outcome: 'delivered', message: plan.message };
      });
    } catch (error) {
      if (isGameDatabaseUnavailable(error)) await this.markWaiting(job.donationId, attempt);
      throw error;
    }
    if (result.outcome === 'delivered') {
      await this.counter.count('delivered');
      await this.activity.record(
        `reward.${job.donationId}`,
        job.username,
        'reward',
        `Reward delivered: ${plan.summary}`,
      );
      if (plan.characterName) await this.roles.request(job);
    }
    return result;
  }

  /** A failure the admin must fix (a deleted character, say): shown with its reason, retried on request. */
  async markFailed(donationId: number, reason: string, attempts: number): Promise<void> {
    if (await this.deliveries.markFailed(donationId, reason, attempts)) await this.counter.count('failed');
  }

  /** The game database did not answer: not a failure; BullMQ's backoff and then the reconciler retry it. */
  async markWaiting(donationId: number, attempts: number): Promise<void> {
    await this.deliveries
      .markWaiting(donationId, MESSAGES.deliveryWaitingForGame, attempts)
      .catch((error: Error) => this.logger.warn(`Donation ${donationId} not marked waiting: ${error.message}`));
  }

  private request(job: DeliverRewardJob, plan: RewardPlan): GameRewardRequest {
    const now = Date.now();
    return {
      key: `donation:${job.donationId}`,
      accountName: job.username,
      characterName: plan.characterName,
      summary: plan.summary,
      nx: { balance: 'prepaid', amount: plan.prepaidNx, source: 'donation' },
      parcels: plan.parcels.map((parcel) => ({
        itemId: parcel.itemId,
        quantity: parcel.quantity,
        meso: parcel.meso,
        expiresAt: parcel.expiresDays === null ? null : now + parcel.expiresDays * DAY_MS,
        equipment: parcel.stats,
      })),
      couponItems: plan.pets,
      sender: REWARD_SENDER,
      parcelMessage: plan.parcelMessage,
      note: plan.characterName ? (coupons) => founderNote(plan, coupons) : null,
    };
  }

  /** Tests only: waits at `point` while the test's file for this donation exists. */
  private async hold(point: DeliveryHookPoint, donationId: number): Promise<void> {
    if (this.env.NODE_ENV !== 'test' || !this.env.REWARD_TEST_HOOK_DIR) return;
    const file = join(this.env.REWARD_TEST_HOOK_DIR, `${point}-${donationId}`);
    if (!existsSync(file)) return;
    writeFileSync(`${file}.reached`, String(process.pid));
    while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
