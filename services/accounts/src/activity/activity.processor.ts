import { Processor, WorkerHost } from '@nestjs/bullmq';
import { ACTIVITY_QUEUE, ActivityJob } from '@henesys/contracts';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';

/**
 * Writes the activity log from the queue other services feed. The job id is the event's key, and
 * the row carries it too (unique), so a job retried after a crash adds its line once.
 */
@Processor(ACTIVITY_QUEUE)
export class ActivityProcessor extends WorkerHost {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async process(job: Job<ActivityJob>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO accounts.activity_log (event_key, account_name, type, details, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_key) DO NOTHING`,
      [job.id, job.data.account, job.data.type, job.data.details.slice(0, 500), job.data.at],
    );
  }
}
