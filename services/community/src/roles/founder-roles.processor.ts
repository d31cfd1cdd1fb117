import { Processor, WorkerHost } from '@nestjs/bullmq';
import { COMMUNITY_QUEUE, GrantFounderRolesJob } from '@henesys/contracts';
import { runTracedJob } from '@henesys/server';
import { Job } from 'bullmq';
import { RolesService } from './roles.service';

/** The reward worker's request after a Founder Pack: grant the roles if the player is linked and in the guild. */
@Processor(COMMUNITY_QUEUE)
export class FounderRolesProcessor extends WorkerHost {
  constructor(private readonly roles: RolesService) {
    super();
  }

  async process(job: Job<GrantFounderRolesJob>): Promise<{ granted: boolean }> {
    return runTracedJob(job, async () => ({
      granted: await this.roles.grantAfterDelivery(job.data.userId, job.data.packageId === 'diamond'),
    }));
  }
}
