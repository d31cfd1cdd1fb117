import { Processor, WorkerHost } from '@nestjs/bullmq';
import { ACTIVITY_QUEUE, ActivityJob } from '@henesys/contracts';
import { Job } from 'bullmq';
import { ActivityLogRepository } from './activity-log.repository';

/**
 * Writes the activity log from the queue other services feed. The job id is the event's key, and
 * the row carries it too (unique), so a job retried after a crash adds its line once.
 */
@Processor(ACTIVITY_QUEUE)
export class ActivityProcessor extends WorkerHost {
  constructor(private readonly activityLog: ActivityLogRepository) {
    super();
  }

  async process(job: Job<ActivityJob>): Promise<void> {
    await this.activityLog.add(job.id as string, job.data);
  }
}
