import { InjectQueue } from '@nestjs/bullmq';
import { DynamicModule, Injectable, Logger, Module } from '@nestjs/common';
import { bullJobId, STAFF_AUDIT_QUEUE, StaffAuditJob } from '@henesys/contracts';
import { Queue } from 'bullmq';
import { declareQueues } from '../queues/queues';
import { traced } from '../tracing/request-context';

export type StaffAuditEvent = Omit<StaffAuditJob, 'at' | 'eventKey'>;

/**
 * Hands a staff action to the one audit trail (the accounts service writes it). The job id is the
 * action's business key, so a retried request leaves one row.
 */
@Injectable()
export class StaffAuditRecorder {
  private readonly logger = new Logger(StaffAuditRecorder.name);

  constructor(@InjectQueue(STAFF_AUDIT_QUEUE) private readonly queue: Queue<StaffAuditJob>) {}

  /** The action has already happened: a failure to queue its row is logged loudly, not turned into a failed request. */
  async record(eventKey: string, event: StaffAuditEvent, at: Date = new Date()): Promise<void> {
    const job: StaffAuditJob = { ...event, eventKey, at: at.toISOString() };
    await this.queue
      .add('record', traced(job), {
        jobId: bullJobId('audit', eventKey),
        attempts: 10,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      })
      .catch((error: Error) =>
        this.logger.error(`Staff action "${event.action}" on ${event.target} not audited: ${error.message}`),
      );
  }
}

/** The recorder for every module; its queue is declared here and registered by serviceModule. */
@Module({})
export class StaffAuditModule {
  static forRoot(): DynamicModule {
    return declareQueues(
      {
        module: StaffAuditModule,
        global: true,
        providers: [StaffAuditRecorder],
        exports: [StaffAuditRecorder],
      },
      [STAFF_AUDIT_QUEUE],
    );
  }
}
