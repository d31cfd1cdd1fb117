import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import { redisConnection } from '../transport/redis-options';

/** BullMQ's connection options for REDIS_URL (its blocking commands need maxRetriesPerRequest null). */
export function bullConnection(redisUrl: string) {
  return { ...redisConnection(redisUrl), maxRetriesPerRequest: null };
}

/**
 * The one BullMQ wiring of a service: the shared connection, and the queues it adds jobs to or
 * consumes with a `@Processor` (both inject the queue with `@InjectQueue(name)`).
 */
export function queuesModules(redisUrl: string, queues: string[] = []): DynamicModule[] {
  const registered = queues.length > 0 ? [BullModule.registerQueue(...queues.map((name) => ({ name })))] : [];
  return [BullModule.forRoot({ connection: bullConnection(redisUrl) }), ...registered];
}
