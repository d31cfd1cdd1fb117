import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import {
  bullJobId,
  COMMUNITY_QUEUE,
  DeliverRewardJob,
  GRANT_FOUNDER_ROLES_JOB,
  GrantFounderRolesJob,
} from '@henesys/contracts';
import { traced } from '@henesys/server';
import { Queue } from 'bullmq';

/** Asks the community service (its queue) to grant a Founder's Discord roles, once per donation. */
@Injectable()
export class FounderRoleRequests {
  private readonly logger = new Logger(FounderRoleRequests.name);

  constructor(@InjectQueue(COMMUNITY_QUEUE) private readonly queue: Queue<GrantFounderRolesJob>) {}

  async request(job: DeliverRewardJob): Promise<void> {
    await this.queue
      .add(GRANT_FOUNDER_ROLES_JOB, traced({ userId: job.userId, packageId: job.packageId }), {
        jobId: bullJobId('roles', job.donationId),
        attempts: 5,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      })
      .catch((error: Error) =>
        this.logger.warn(
          `Role request for donation ${job.donationId} not queued (the player can claim it): ${error.message}`,
        ),
      );
  }
}
