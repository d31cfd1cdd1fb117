import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CharacterSummary, jobName, PATTERNS } from '@henesys/contracts';
import { UsernamePayload } from '@henesys/dto';
import { DataSource } from 'typeorm';

@Controller()
export class CharactersController {
  constructor(private readonly dataSource: DataSource) {}

  /** The characters of the game account named like the website user, strongest first. */
  @MessagePattern(PATTERNS.accountsCharacters)
  async ofAccount(@Payload() payload: UsernamePayload): Promise<CharacterSummary[]> {
    const rows: Array<{ id: number; name: string; level: number; job: number; last_logout_at: Date | null }> = await this.dataSource.query(
      `SELECT c.id, c.name, c.level, c.job, c.last_logout_at FROM game.characters c
       JOIN game.accounts a ON a.id = c.account_id
       WHERE lower(a.name) = lower($1) ORDER BY c.level DESC, c.id`,
      [payload.username],
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
