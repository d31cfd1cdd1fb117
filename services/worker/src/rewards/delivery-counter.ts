import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { CountedDeliveryState, REWARD_DELIVERY_COUNTS_KEY } from '@henesys/contracts';
import { redisConnection } from '@henesys/server';
import Redis from 'ioredis';
import { WorkerEnv } from '../config/worker-env';

/**
 * Counts finished deliveries in Redis for the gateway's /api/metrics (the worker has no HTTP port).
 * Counting is best effort: a Redis hiccup costs a count, never a delivery or a retry.
 */
@Injectable()
export class DeliveryCounter implements OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryCounter.name);
  private readonly redis: Redis;

  constructor(env: WorkerEnv) {
    this.redis = new Redis({ ...redisConnection(env.REDIS_URL), commandTimeout: 1_000, maxRetriesPerRequest: 1 });
  }

  async count(state: CountedDeliveryState): Promise<void> {
    await this.redis
      .hincrby(REWARD_DELIVERY_COUNTS_KEY, state, 1)
      .catch((error: Error) => this.logger.warn(`Delivery not counted (${state}): ${error.message}`));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
