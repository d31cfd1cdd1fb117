import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isGameDatabaseUnavailable } from '@henesys/game';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { WorkerEnv } from '../config/worker-env';
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
    private readonly dataSource: DataSource,
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
      const owed: Array<{ id: number; user_id: number; username: string; package_id: string; payment_method: string; character_name: string | null }> = await this.dataSource.query(
        `SELECT d.id, d.user_id, d.username, d.package_id, d.payment_method, d.character_name FROM donations.donations d
         LEFT JOIN worker.deliveries w ON w.donation_id = d.id
         WHERE d.status = 'completed' AND d.updated_at < now() - interval '5 seconds'
           AND (w.donation_id IS NULL OR (w.state = 'waiting' AND w.updated_at < now() - interval '5 seconds'))
         ORDER BY d.id LIMIT 200`,
      );
      for (const row of owed) {
        const job = { donationId: row.id, userId: row.user_id, completionId: 0, username: row.username, packageId: row.package_id, paymentMethod: row.payment_method, characterName: row.character_name };
        try {
          if ((await this.delivery.deliver(job, 1)).outcome === 'delivered') delivered += 1;
        } catch (error) {
          if (error instanceof UnrecoverableError) await this.delivery.markFailed(row.id, error.message, 1);
          else if (isGameDatabaseUnavailable(error)) {
            this.logger.warn(`Game database not answering; ${owed.length} reward(s) wait for it`);
            break;
          } else this.logger.warn(`Reconcile of donation ${row.id} failed: ${(error as Error).message}`);
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
