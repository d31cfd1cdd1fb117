import { Inject, Injectable, Module, DynamicModule, OnApplicationShutdown, Global } from '@nestjs/common';
import { ACTIVITY_QUEUE, ActivityJob, ActivityType } from '@henesys/contracts';
import { Queue } from 'bullmq';
import { redisConnection } from '../transport/redis-options';

const ACTIVITY_QUEUE_TOKEN = Symbol('ACTIVITY_QUEUE');

/**
 * Records a line in a player's activity log. The accounts service owns the log; others hand it a
 * durable job whose id is the event's business key, so a retried request records it once.
 */
@Injectable()
export class ActivityRecorder {
  constructor(@Inject(ACTIVITY_QUEUE_TOKEN) private readonly queue: Queue<ActivityJob>) {}

  async record(eventKey: string, userId: number, type: ActivityType, details: string, at: Date = new Date()): Promise<void> {
    const job: ActivityJob = { userId, type, details, at: at.toISOString() };
    await this.queue.add('record', job, {
      jobId: `${type}:${eventKey}`,
      attempts: 10,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }
}

@Global()
@Module({})
export class ActivityModule implements OnApplicationShutdown {
  constructor(@Inject(ACTIVITY_QUEUE_TOKEN) private readonly queue: Queue) {}

  static forRoot(redisUrl: string): DynamicModule {
    return {
      module: ActivityModule,
      providers: [
        { provide: ACTIVITY_QUEUE_TOKEN, useFactory: () => new Queue<ActivityJob>(ACTIVITY_QUEUE, { connection: { ...redisConnection(redisUrl), maxRetriesPerRequest: null } }) },
        ActivityRecorder,
      ],
      exports: [ActivityRecorder],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
