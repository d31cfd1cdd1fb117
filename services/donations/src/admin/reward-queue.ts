import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { bullJobId, DELIVER_REWARD_JOB, DeliverRewardJob, DeliveryResult, REWARDS_QUEUE } from '@henesys/contracts';
import { bullConnection, traced } from '@henesys/server';
import { Queue, QueueEvents } from 'bullmq';
import { DonationsEnv } from '../config/donations-env';

/**
 * Hands a completed donation to the worker. The job id is the completion's own key (a retried
 * request adds nothing); the worker's delivery row makes the reward once however many jobs come.
 */
@Injectable()
export class RewardQueue implements OnApplicationShutdown {
  private readonly events: QueueEvents;

  constructor(
    @InjectQueue(REWARDS_QUEUE) private readonly queue: Queue<DeliverRewardJob, DeliveryResult>,
    private readonly env: DonationsEnv,
  ) {
    this.events = new QueueEvents(REWARDS_QUEUE, { connection: bullConnection(env.REDIS_URL) });
  }

  /** Queues the delivery and waits up to DELIVERY_WAIT_MS for the worker's answer (undefined: still running). */
  async deliver(job: DeliverRewardJob, key: string): Promise<DeliveryResult | undefined> {
    const queued = await this.queue.add(DELIVER_REWARD_JOB, traced(job), {
      jobId: bullJobId('deliver', job.donationId, key),
      attempts: this.env.REWARD_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.env.REWARD_BACKOFF_MS },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
    if (this.env.DELIVERY_WAIT_MS === 0) return undefined;
    try {
      return await queued.waitUntilFinished(this.events, this.env.DELIVERY_WAIT_MS);
    } catch (error) {
      if (error instanceof Error && /timed out|Job wait/i.test(error.message)) return undefined;
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.events.close();
  }
}
