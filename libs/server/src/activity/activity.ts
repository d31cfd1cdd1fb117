import { InjectQueue } from '@nestjs/bullmq';
import { DynamicModule, Injectable, Logger, Module } from '@nestjs/common';
import { ACTIVITY_QUEUE, ActivityJob, ActivityType, bullJobId } from '@henesys/contracts';
import { Queue } from 'bullmq';
import { declareQueues } from '../queues/queues';
import { traced } from '../tracing/request-context';

/**
 * Records a line in a player's activity log. The accounts service owns the log; others hand it a
 * durable job whose id is the event's business key, so a retried request records it once.
 */
@Injectable()
export class ActivityRecorder {
  private readonly logger = new Logger(ActivityRecorder.name);

  constructor(@InjectQueue(ACTIVITY_QUEUE) private readonly queue: Queue<ActivityJob>) {}

  /**
   * The action it records has already happened: a failure to queue the line is logged, not
   * turned into a failed request.
   */
  async record(
    eventKey: string,
    account: string,
    type: ActivityType,
    details: string,
    at: Date = new Date(),
  ): Promise<void> {
    const job: ActivityJob = { account, type, details, at: at.toISOString() };
    await this.queue
      .add('record', traced(job), {
        jobId: bullJobId(type, eventKey),
        attempts: 10,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      })
      .catch((error: Error) => this.logger.warn(`Activity "${type}" for ${account} not recorded: ${error.message}`));
  }
}

/** The recorder for every module; its queue is declared here and registered by serviceModule. */
@Module({})
export class ActivityModule {
  static forRoot(): DynamicModule {
    return declareQueues(
      {
        module: ActivityModule,
        global: true,
        providers: [ActivityRecorder],
        exports: [ActivityRecorder],
      },
      [ACTIVITY_QUEUE],
    );
  }
}
