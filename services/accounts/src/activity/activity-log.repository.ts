import { Injectable } from '@nestjs/common';
import { ActivityEntry, ActivityJob } from '@henesys/contracts';
import { DataSource } from 'typeorm';

export const RECENT_ACTIVITY_LIMIT = 20;

interface ActivityRow {
  type: ActivityEntry['type'];
  details: string;
  created_at: Date;
}

/** The queries of accounts.activity_log: one line per event key, whatever the retries. */
@Injectable()
export class ActivityLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Adds the event's line unless its key has one already; details are cut to 500 characters. */
  async add(eventKey: string, entry: ActivityJob): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO accounts.activity_log (event_key, account_name, type, details, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_key) DO NOTHING`,
      [eventKey, entry.account, entry.type, entry.details.slice(0, 500), entry.at],
    );
  }

  /** An account's activity, newest first, bounded. */
  async recent(account: string): Promise<ActivityEntry[]> {
    const rows: ActivityRow[] = await this.dataSource.query(
      `SELECT type, details, created_at FROM accounts.activity_log WHERE lower(account_name) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
      [account, RECENT_ACTIVITY_LIMIT],
    );
    return rows.map((row) => ({ type: row.type, details: row.details, date: row.created_at.toISOString() }));
  }
}
