import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isGameDatabaseUnavailable } from '@henesys/game';
import { UnrecoverableError } from 'bullmq';
import { WorkerEnv } from '../config/worker-env';
import { DeliveriesRepository } from '../deliveries/deliveries.repository';
import { RewardDelivery } from './reward-delivery';

/**
 * What is owed comes from the database: completed donations with no delivery row (their job was
 * lost with a Redis restart, say) are delivered here, through the same once-only delivery.
 */
@Injectable()
export class Reconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Reconciler.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly delivery: RewardDelivery,
    private readonly env: WorkerEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.env.RECONCILE_SECONDS * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Donations completed at least a few seconds ago whose reward was never handled, or waits for the game database. */
  async run(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let delivered = 0;
    try {
      const owed = await this.deliveries.owed(200);
      for (const job of owed) {
        try {
          if ((await this.delivery.deliver(job, 1)).outcome === 'delivered') delivered += 1;
        } catch (error) {
          if (error instanceof UnrecoverableError) await this.delivery.markFailed(job.donationId, error.message, 1);
          else if (isGameDatabaseUnavailable(error)) {
            this.logger.warn(`Game database not answering; ${owed.length} reward(s) wait for it`);
            break;
          } else this.logger.warn(`Reconcile of donation ${job.donationId} failed: ${(error as Error).message}`);
        }
      }
      if (delivered > 0) this.logger.log(`Reconciled ${delivered} reward(s) whose job was lost`);
    } catch (error) {
      this.logger.warn(`Reconcile failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
    return delivered;
  }
}
