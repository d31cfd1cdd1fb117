import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivityEntry, PATTERNS } from '@henesys/contracts';
import { UsernamePayload } from '@henesys/dto';
import { ActivityLogRepository } from './activity-log.repository';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityLogRepository) {}

  @MessagePattern(PATTERNS.accountsRecentActivity)
  recent(@Payload() payload: UsernamePayload): Promise<ActivityEntry[]> {
    return this.activity.recent(payload.username);
  }
}
