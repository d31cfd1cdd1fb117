import { Injectable } from '@nestjs/common';
import { DeliverRewardJob, DeliveryResult, MESSAGES } from '@henesys/contracts';
import { ActivityRecorder, grantNx } from '@henesys/server';
import { UnrecoverableError } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { DeliveryCounter } from './delivery-counter';
import { FounderRoleRequests } from './founder-role-requests';
import { planReward, RewardPlan } from './reward-plan';

/**
 * Delivers one donation's reward exactly once, ever: the 'delivered' row of worker.deliveries and
 * the rewards are written in one transaction, so a retry, a second completion or a worker killed
 * mid-job can neither skip nor repeat it. Items go to parcels and NX to the ledger, never to what
 * a running game holds in memory.
 */
@Injectable()
export class RewardDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: ActivityRecorder,
    private readonly roles: FounderRoleRequests,
    private readonly counter: DeliveryCounter,
  ) {}

  async deliver(job: DeliverRewardJob, attempt: number): Promise<DeliveryResult> {
    const plan = planReward(job);
    const result = await this.dataSource.transaction(async (manager): Promise<DeliveryResult> => {
      const [donation] = await manager.query(`SELECT status FROM donations.donations WHERE id = $1 FOR SHARE`, [job.donationId]);
      if (donation?.status !== 'completed') return { outcome: 'not-completed', message: MESSAGES.deliveryNotCompleted };
      const claimed: unknown[] = await manager.query(
        `INSERT INTO worker.deliveries (donation_id, state, attempts, details) VALUES ($1, 'delivered', $2, $3)
         ON CONFLICT (donation_id) DO UPDATE SET state = 'delivered', reason = NULL, attempts = worker.deliveries.attempts + 1, details = EXCLUDED.details, updated_at = now()
         WHERE worker.deliveries.state <> 'delivered'
         RETURNING donation_id`,
        [job.donationId, attempt, JSON.stringify({ summary: plan.summary })],
      );
      if (claimed.length === 0) return { outcome: 'already-delivered', message: MESSAGES.donationMarkedCompleted };
      await this.write(manager, job, plan);
      return { outcome: 'delivered', message: plan.message };
    });
    if (result.outcome === 'delivered') {
      await this.counter.count('delivered');
      await this.activity.record(`reward.${job.donationId}`, job.username, 'reward', `Reward delivered: ${plan.summary}`);
      if (plan.characterName) await this.roles.request(job);
    }
    return result;
  }

  /** A failure the admin must fix (a deleted character, say): shown with its reason, retried on request. */
  async markFailed(donationId: number, reason: string, attempts: number): Promise<void> {
    const marked: unknown[] = await this.dataSource.query(
      `INSERT INTO worker.deliveries (donation_id, state, reason, attempts) VALUES ($1, 'failed', $2, $3)
       ON CONFLICT (donation_id) DO UPDATE SET state = 'failed', reason = EXCLUDED.reason, attempts = EXCLUDED.attempts, updated_at = now()
       WHERE worker.deliveries.state <> 'delivered'
       RETURNING donation_id`,
      [donationId, reason, attempts],
    );
    if (marked.length > 0) await this.counter.count('failed');
  }

  private async write(manager: EntityManager, job: DeliverRewardJob, plan: RewardPlan): Promise<void> {
    const [account] = await manager.query(`SELECT id FROM game.accounts WHERE lower(name) = lower($1)`, [job.username]);
    if (!account) throw new UnrecoverableError(`The game account ${job.username} no longer exists`);
    if (plan.characterName) {
      const [character] = await manager.query(`SELECT id FROM game.characters WHERE account_id = $1 AND lower(name) = lower($2)`, [account.id, plan.characterName]);
      if (!character) throw new UnrecoverableError(`The character ${plan.characterName} no longer exists on ${job.username}'s account`);
      for (const parcel of plan.parcels) {
        await manager.query(
          `INSERT INTO game.parcels (character_id, item_id, quantity, meso, expires_days, stats, message, source_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [character.id, parcel.itemId, parcel.quantity, parcel.meso, parcel.expiresDays, parcel.stats && JSON.stringify(parcel.stats), parcel.message, parcel.key],
        );
      }
    }
    await grantNx(manager, { accountId: account.id, balance: 'nx_prepaid', amount: plan.prepaidNx, source: 'donation', sourceKey: `donation:${job.donationId}` });
  }
}
