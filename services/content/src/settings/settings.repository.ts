import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** The queries of content.settings: one JSON value per key. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The key's value; undefined when no admin has set it. */
  async get(key: string): Promise<unknown> {
    const [row]: Array<{ value: unknown }> = await this.dataSource.query(
      `SELECT value FROM content.settings WHERE key = $1`,
      [key],
    );
    return row ? row.value : undefined;
  }

  async set(manager: EntityManager, key: string, value: unknown): Promise<void> {
    await manager.query(
      `INSERT INTO content.settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
