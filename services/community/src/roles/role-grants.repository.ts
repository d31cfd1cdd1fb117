import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The queries of community.role_grants: which Discord roles the site has granted to whom. */
@Injectable()
export class RoleGrantsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the grant; false when it was already recorded (so the caller records the activity once). */
  async add(userId: number, role: string, discordId: string): Promise<boolean> {
    const added: unknown[] = await this.dataSource.query(
      `INSERT INTO community.role_grants (user_id, role, discord_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, role, discordId],
    );
    return added.length === 1;
  }

  async has(userId: number, role: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM community.role_grants WHERE user_id = $1 AND role = $2`,
      [userId, role],
    );
    return rows.length > 0;
  }
}
