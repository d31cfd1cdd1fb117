import { Injectable } from '@nestjs/common';
import { Skill } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { shownSkills } from './skill-visibility';

/** The shown skills, read once from rankings.skills and kept in memory until the next import. */
@Injectable()
export class SkillsService {
  private cached?: Promise<Skill[]>;

  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<Skill[]> {
    this.cached ??= this.load().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<Skill[]> {
    const rows: Array<{ id: string; name: string; description: string; levels: Record<string, string> }> = await this.dataSource.query(
      'SELECT id, name, description, levels FROM rankings.skills ORDER BY job_id, id',
    );
    return shownSkills(rows.map((row) => ({ id: row.id, name: row.name, desc: row.description, levels: row.levels })));
  }
}
