import { Injectable } from '@nestjs/common';
import { ActivityEntry } from '@henesys/contracts';
import { DataSource } from 'typeorm';

export const RECENT_ACTIVITY_LIMIT = 20;

@Injectable()
export class ActivityQuery {
  constructor(private readonly dataSource: DataSource) {}

  /** An account's activity, newest first, bounded. */
  async recent(account: string): Promise<ActivityEntry[]> {
    const rows: Array<{ type: ActivityEntry['type']; details: string; created_at: Date }> = await this.dataSource.query(
      `SELECT type, details, created_at FROM accounts.activity_log WHERE lower(account_name) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
      [account, RECENT_ACTIVITY_LIMIT],
    );
    return rows.map((row) => ({ type: row.type, details: row.details, date: row.created_at.toISOString() }));
  }
}
