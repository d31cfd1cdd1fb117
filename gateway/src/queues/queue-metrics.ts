import { Injectable, Logger } from '@nestjs/common';
import { COUNTED_DELIVERY_STATES, REWARD_DELIVERY_COUNTS_KEY } from '@henesys/contracts';
import { Counter, Gauge } from 'prom-client';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import { SystemQueues } from './system-queues';

export const QUEUE_JOBS_METRIC = 'henesys_queue_jobs';
export const REWARD_DELIVERIES_METRIC = 'henesys_reward_deliveries_total';

/**
 * System-wide series (every gateway reports the same values), read from Redis at scrape time: jobs
 * per queue and state, and the reward deliveries the worker counted. A failed read leaves the
 * series out of that scrape rather than failing the whole scrape or repeating stale values.
 */
@Injectable()
export class QueueMetrics {
  private readonly logger = new Logger(QueueMetrics.name);

  constructor(metrics: GatewayMetrics, systemQueues: SystemQueues) {
    const readOrSkip = async (metric: Gauge | Counter, name: string, read: () => Promise<void>) => {
      metric.reset();
      await read().catch((error: Error) => {
        metric.reset();
        this.logger.warn(`Metric ${name} not read: ${error.message}`);
      });
    };

    new Gauge({
      name: QUEUE_JOBS_METRIC,
      help: 'BullMQ jobs per queue and state (waiting, active, delayed, prioritized, waiting-children, paused, completed, failed).',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        await readOrSkip(this, QUEUE_JOBS_METRIC, async () => {
          const counts = await Promise.all(
            systemQueues.queues.map(async (queue) => [queue.name, await queue.getJobCounts()] as const),
          );
          for (const [queue, byState] of counts)
            for (const [state, jobs] of Object.entries(byState)) this.set({ queue, state }, jobs);
        });
      },
    });

    new Counter({
      name: REWARD_DELIVERIES_METRIC,
      help: 'Donation rewards the worker delivered, or gave up on (failed), counted in Redis since it last started empty.',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
      async collect() {
        await readOrSkip(this, REWARD_DELIVERIES_METRIC, async () => {
          const counted = await systemQueues.redis.hgetall(REWARD_DELIVERY_COUNTS_KEY);
          for (const outcome of COUNTED_DELIVERY_STATES) this.inc({ outcome }, Number(counted[outcome] ?? 0));
        });
      },
    });
  }
}
