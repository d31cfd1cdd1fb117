import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DELIVER_REWARD_JOB, DeliverRewardJob, DeliveryResult, REWARDS_QUEUE } from '@henesys/contracts';
import { isGameDatabaseUnavailable } from '@henesys/game';
import { redisConnection, runTracedJob } from '@henesys/server';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { WorkerEnv } from '../config/worker-env';
import { RewardDelivery } from './reward-delivery';

/** Every job name of the rewards queue, each with exactly one handler (checked at start). */
export const REWARD_JOB_NAMES = [DELIVER_REWARD_JOB] as const;

/** The rewards queue's consumer: attempts with backoff come from the job; SIGTERM closes it cleanly. */
@Injectable()
export class RewardWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RewardWorker.name);
  private readonly handlers: Record<string, (job: Job) => Promise<DeliveryResult>>;
  private worker?: Worker<DeliverRewardJob, DeliveryResult>;

  constructor(
    private readonly delivery: RewardDelivery,
    private readonly env: WorkerEnv,
  ) {
    this.handlers = { [DELIVER_REWARD_JOB]: (job) => this.delivery.deliver(job.data as DeliverRewardJob, job.attemptsMade + 1) };
  }

  onApplicationBootstrap(): void {
    assertOneHandlerPerJob(Object.keys(this.handlers));
    this.worker = new Worker(REWARDS_QUEUE, (job) => runTracedJob(job, () => this.process(job)), {
      connection: { ...redisConnection(this.env.REDIS_URL), maxRetriesPerRequest: null },
      concurrency: this.env.WORKER_CONCURRENCY,
      stalledInterval: this.env.WORKER_STALLED_INTERVAL_MS,
    });
    this.worker.on('failed', (job, error) => void this.onFailed(job, error));
    this.worker.on('error', (error) => this.logger.warn(`Rewards worker: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  private async process(job: Job): Promise<DeliveryResult> {
    const handler = this.handlers[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    const result = await handler(job);
    this.logger.log(`Reward job ${job.id} (attempt ${job.attemptsMade + 1}): ${result.outcome}`);
    return result;
  }

  private async onFailed(job: Job<DeliverRewardJob> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`Reward for donation ${job.data.donationId} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`);
    // The game database being down is never final: the row stays 'waiting' and the reconciler retries it.
    if (final && !isGameDatabaseUnavailable(error)) await this.delivery.markFailed(job.data.donationId, error.message, job.attemptsMade);
  }
}

export function assertOneHandlerPerJob(handled: string[]): void {
  const missing = REWARD_JOB_NAMES.filter((name) => !handled.includes(name));
  const unknown = handled.filter((name) => !(REWARD_JOB_NAMES as readonly string[]).includes(name));
  if (missing.length + unknown.length > 0) throw new Error(`Rewards queue handlers out of step: missing ${missing.join(', ') || '-'}, unknown ${unknown.join(', ') || '-'}`);
}
