import { Injectable } from '@nestjs/common';
import { ErrorCode, isSkillId, ShownSkill, SKILL_MESSAGES, skillJobId, DomainException } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../config/rankings-env';
import { skillIconUrl } from './skill-icon';
import { shownSkills } from './skill-visibility';

/** The shown skills, read once from rankings.skills and kept in memory until the next import. */
@Injectable()
export class SkillsService {
  private cached?: Promise<ShownSkill[]>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: RankingsEnv,
  ) {}

  list(): Promise<ShownSkill[]> {
    this.cached ??= this.load().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  /** One shown skill; a hidden, unknown or malformed id is not found. */
  async one(id: unknown): Promise<ShownSkill> {
    const found =
      typeof id === 'string' && isSkillId(id) ? (await this.list()).find((skill) => skill.id === id) : undefined;
    if (!found) throw new DomainException(ErrorCode.NotFound, SKILL_MESSAGES.notFound);
    return found;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<ShownSkill[]> {
    const rows: Array<{ id: string; name: string; description: string; levels: Record<string, string> }> =
      await this.dataSource.query('SELECT id, name, description, levels FROM rankings.skills ORDER BY job_id, id');
    return shownSkills(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        desc: row.description,
        levels: row.levels,
        jobId: skillJobId(row.id),
        icon: skillIconUrl(this.env.SKILL_ICON_URL_TEMPLATE, row.id),
      })),
    );
  }
}
