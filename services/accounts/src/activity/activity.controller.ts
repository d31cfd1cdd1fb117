import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivityEntry, PATTERNS } from '@henesys/contracts';
import { UserIdPayload } from '@henesys/dto';
import { DataSource } from 'typeorm';

export const RECENT_ACTIVITY_LIMIT = 20;

@Controller()
export class ActivityController {
  constructor(private readonly dataSource: DataSource) {}

  /** The newest entries first, bounded. */
  @MessagePattern(PATTERNS.accountsRecentActivity)
  async recent(@Payload() payload: UserIdPayload): Promise<ActivityEntry[]> {
    const rows: Array<{ type: ActivityEntry['type']; details: string; created_at: Date }> = await this.dataSource.query(
      `SELECT type, details, created_at FROM accounts.activity_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [payload.userId, RECENT_ACTIVITY_LIMIT],
    );
    return rows.map((row) => ({ type: row.type, details: row.details, date: row.created_at.toISOString() }));
  }
}
