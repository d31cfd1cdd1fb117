import { Injectable } from '@nestjs/common';
import { PLAYERS_ONLINE_HISTORY_HOURS, PlayersOnlineHistory } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { ContentEnv } from '../config/content-env';
import { sampleBucket } from './sample-bucket';

const HISTORY_MS = PLAYERS_ONLINE_HISTORY_HOURS * 3_600_000;

/**
 * The players-online samples in content.players_online_samples: one row per interval, whichever copy
 * of the service writes it first (the interval's start is the key); rows older than 24 hours go.
 */
@Injectable()
export class PlayersOnlineHistoryStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly env: ContentEnv,
  ) {}

  /** Keeps `players` as the sample of the interval `at` falls in, unless that interval has one; answers whether it was kept. */
  async record(at: Date, players: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO content.players_online_samples (bucket, players) VALUES ($1, $2) ON CONFLICT (bucket) DO NOTHING RETURNING bucket`,
      [sampleBucket(at, this.env.SERVER_STATUS_SAMPLE_MINUTES), Math.max(0, Math.trunc(players))],
    );
    await this.dataSource.query(`DELETE FROM content.players_online_samples WHERE bucket < $1`, [
      new Date(at.getTime() - HISTORY_MS),
    ]);
    return rows.length > 0;
  }

  /** The samples of the 24 hours before `now`, oldest first. */
  async read(now: Date = new Date()): Promise<PlayersOnlineHistory> {
    const rows: Array<{ bucket: Date; players: number }> = await this.dataSource.query(
      `SELECT bucket, players FROM content.players_online_samples WHERE bucket >= $1 ORDER BY bucket`,
      [new Date(now.getTime() - HISTORY_MS)],
    );
    return {
      sampleMinutes: this.env.SERVER_STATUS_SAMPLE_MINUTES,
      samples: rows.map((row) => ({ at: row.bucket.toISOString(), players: row.players })),
    };
  }
}
