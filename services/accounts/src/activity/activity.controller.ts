import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivityEntry, PATTERNS } from '@henesys/contracts';
import { UserIdPayload } from '@henesys/dto';
import { ActivityQuery } from './activity.query';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityQuery) {}

  @MessagePattern(PATTERNS.accountsRecentActivity)
  recent(@Payload() payload: UserIdPayload): Promise<ActivityEntry[]> {
    return this.activity.recent(payload.userId);
  }
}
