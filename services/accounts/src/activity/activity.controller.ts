import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivityEntry, PATTERNS } from '@henesys/contracts';
import { UsernamePayload } from '@henesys/dto';
import { ActivityQuery } from './activity.query';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityQuery) {}

  @MessagePattern(PATTERNS.accountsRecentActivity)
  recent(@Payload() payload: UsernamePayload): Promise<ActivityEntry[]> {
    return this.activity.recent(payload.username);
  }
}
