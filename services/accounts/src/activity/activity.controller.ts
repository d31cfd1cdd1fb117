import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ActivityEntry, PATTERNS } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { UsernamePayload } from '@henesys/dto';
import { ActivityLogRepository } from './activity-log.repository';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityLogRepository) {}

  @RpcHandler(PATTERNS.accountsRecentActivity)
  recent(@Payload() payload: UsernamePayload): Promise<ActivityEntry[]> {
    return this.activity.recent(payload.username);
  }
}
