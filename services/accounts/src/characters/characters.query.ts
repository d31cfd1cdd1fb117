import { Injectable } from '@nestjs/common';
import { CharacterSummary, jobName } from '@henesys/contracts';
import { DataSource } from 'typeorm';

@Injectable()
export class CharactersQuery {
  constructor(private readonly dataSource: DataSource) {}

  /** The characters of the game account named like the website user, strongest first. */
  async ofAccount(username: string): Promise<CharacterSummary[]> {
    const rows: Array<{ id: number; name: string; level: number; job: number; last_logout_at: Date | null }> = await this.dataSource.query(
      `SELECT c.id, c.name, c.level, c.job, c.last_logout_at FROM game.characters c
       JOIN game.accounts a ON a.id = c.account_id
       WHERE lower(a.name) = lower($1) ORDER BY c.level DESC, c.id`,
      [username],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      level: row.level,
      job: row.job,
      jobName: jobName(row.job),
      lastLogoutTime: row.last_logout_at?.toISOString() ?? null,
    }));
  }
}
