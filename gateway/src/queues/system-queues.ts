import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ACTIVITY_QUEUE, COMMUNITY_QUEUE, MAIL_QUEUE, REWARDS_QUEUE } from '@henesys/contracts';
import { redisConnection } from '@henesys/server';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { GatewayEnv } from '../config/gateway-env';

/** Every BullMQ queue of the system: the dashboard shows them and /api/metrics counts their jobs. */
export const SYSTEM_QUEUE_NAMES = [REWARDS_QUEUE, ACTIVITY_QUEUE, MAIL_QUEUE, COMMUNITY_QUEUE] as const;

/**
 * The gateway's handles on those queues, for reading only (it produces and consumes nothing). They
 * share one connection with a short command timeout, so a scrape during a Redis outage fails fast.
 */
@Injectable()
export class SystemQueues implements OnApplicationShutdown {
  private readonly logger = new Logger(SystemQueues.name);
  readonly redis: Redis;
  readonly queues: readonly Queue[];

  constructor(env: GatewayEnv) {
    this.redis = new Redis({ ...redisConnection(env.REDIS_URL), commandTimeout: 2_000, maxRetriesPerRequest: 1 });
    this.redis.on('error', (error: Error) => this.logger.debug(`Queue connection: ${error.message}`));
    // Without an 'error' listener an EventEmitter throws: a closed connection would crash the gateway.
    this.queues = SYSTEM_QUEUE_NAMES.map((name) =>
      new Queue(name, { connection: this.redis }).on('error', (error: Error) =>
        this.logger.debug(`Queue ${name}: ${error.message}`),
      ),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    // A queue closed while its connection is still starting emits an 'error' nobody listens to any
    // more (an app started and closed at once, as the route listing in the tests does): let them settle.
    const settled = Promise.allSettled(this.queues.map((queue) => queue.waitUntilReady()));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    await Promise.allSettled(this.queues.map((queue) => queue.close()));
    this.redis.disconnect();
  }
}
