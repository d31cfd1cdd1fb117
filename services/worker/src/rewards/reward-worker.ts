import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { DELIVER_REWARD_JOB, DeliverRewardJob, DeliveryResult, REWARDS_QUEUE } from '@henesys/contracts';
import { isGameDatabaseUnavailable } from '@henesys/game';
import { runTracedJob } from '@henesys/server';
import { Job, UnrecoverableError } from 'bullmq';
import { WorkerEnv } from '../config/worker-env';
import { RewardDelivery } from './reward-delivery';

/** Every job name of the rewards queue, each with exactly one handler (checked at start). */
export const REWARD_JOB_NAMES = [DELIVER_REWARD_JOB] as const;

/**
 * The rewards queue's consumer: attempts with backoff come from the job; Nest's BullMQ module
 * closes it cleanly on SIGTERM. Its worker options come from the env (see `rewardWorkerFor`).
 */
@Injectable()
export class RewardWorker extends WorkerHost {
  private readonly logger = new Logger(RewardWorker.name);
  private readonly handlers: Record<string, (job: Job) => Promise<DeliveryResult>>;

  constructor(private readonly delivery: RewardDelivery) {
    super();
    this.handlers = {
      [DELIVER_REWARD_JOB]: (job) => this.delivery.deliver(job.data as DeliverRewardJob, job.attemptsMade + 1),
    };
    assertOneHandlerPerJob(Object.keys(this.handlers));
  }

  override process(job: Job): Promise<DeliveryResult> {
    return runTracedJob(job, async () => {
      const handler = this.handlers[job.name];
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
      const result = await handler(job);
      this.logger.log(`Reward job ${job.id} (attempt ${job.attemptsMade + 1}): ${result.outcome}`);
      return result;
    });
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`Rewards worker: ${error.message}`);
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<DeliverRewardJob> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final =
      error instanceof UnrecoverableError ||
      error.name === 'UnrecoverableError' ||
      job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(
      `Reward for donation ${job.data.donationId} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`,
    );
    // The game database being down is never final: the row stays 'waiting' and the reconciler retries it.
    if (final && !isGameDatabaseUnavailable(error))
      await this.delivery.markFailed(job.data.donationId, error.message, job.attemptsMade);
  }
}

/**
 * The reward worker as the `@Processor` of the rewards queue, with the env's concurrency and
 * stalled-job interval: a decorator's options are fixed when it runs, so it runs here, once the
 * env is known, rather than on the class.
 */
export function rewardWorkerFor(env: WorkerEnv): typeof RewardWorker {
  Processor(REWARDS_QUEUE, { concurrency: env.WORKER_CONCURRENCY, stalledInterval: env.WORKER_STALLED_INTERVAL_MS })(
    RewardWorker,
  );
  return RewardWorker;
}

export function assertOneHandlerPerJob(handled: string[]): void {
  const missing = REWARD_JOB_NAMES.filter((name) => !handled.includes(name));
  const unknown = handled.filter((name) => !(REWARD_JOB_NAMES as readonly string[]).includes(name));
  if (missing.length + unknown.length > 0)
    throw new Error(
      `Rewards queue handlers out of step: missing ${missing.join(', ') || '-'}, unknown ${unknown.join(', ') || '-'}`,
    );
}
