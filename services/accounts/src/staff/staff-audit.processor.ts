import { Processor, WorkerHost } from '@nestjs/bullmq';
import { STAFF_AUDIT_QUEUE, StaffAuditJob } from '@henesys/contracts';
import { Job } from 'bullmq';
import { StaffAuditRepository } from './staff-audit.repository';

/**
 * Writes the one staff audit trail from the queue every service feeds (StaffAuditRecorder). The row
 * carries the action's event key (unique), so a job retried after a crash adds its row once.
 */
@Processor(STAFF_AUDIT_QUEUE)
export class StaffAuditProcessor extends WorkerHost {
  constructor(private readonly audit: StaffAuditRepository) {
    super();
  }

  async process(job: Job<StaffAuditJob>): Promise<void> {
    await this.audit.add(job.data);
  }
}
