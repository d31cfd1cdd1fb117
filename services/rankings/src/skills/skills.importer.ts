import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { skillJobId } from '@henesys/contracts';
import { readFile } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../config/rankings-env';
import { parseSkillXml } from './skill-xml.parser';
import { SkillsService } from './skills.service';

export interface SkillImportResult {
  /** Skills in the file (skill books and nameless entries are not skills). */
  skills: number;
  /** Rows inserted or changed; 0 when the file was imported before unchanged. */
  changed: number;
  /** Rows of skills no longer in the file, deleted. */
  removed: number;
}

/**
 * Imports the game server's String.wz/Skill.img.xml (GAME_WZ_PATH, or the old SKILL_DATA_PATH) into rankings.skills at start.
 * Idempotent: rows are keyed by the skill id, rewritten only when their text changed, and skills
 * the file no longer has are removed, all in one transaction. A missing or unreadable file leaves
 * the table as it is (empty on a fresh database) and logs a warning; the service starts anyway.
 */
@Injectable()
export class SkillsImporter implements OnApplicationBootstrap {
  private readonly logger = new Logger(SkillsImporter.name);

  constructor(
    private readonly env: RankingsEnv,
    private readonly dataSource: DataSource,
    private readonly skills: SkillsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const path = this.env.skillFilePath;
    if (!path) {
      this.logger.warn("GAME_WZ_PATH is not set: no skills imported (set it to your game server's wz folder)");
      return;
    }
    try {
      const result = await this.importFile(path);
      this.logger.log(
        `Skills imported from ${path}: ${result.skills} skills, ${result.changed} changed, ${result.removed} removed`,
      );
    } catch (error) {
      this.logger.warn(`Skills not imported from ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async importFile(path: string): Promise<SkillImportResult> {
    const parsed = parseSkillXml(await readFile(path, 'utf8'));
    if (parsed.duplicates.length > 0)
      this.logger.warn(`Skill ids listed more than once (first kept): ${parsed.duplicates.join(', ')}`);
    const rows = parsed.skills.map((skill) => ({
      id: skill.id,
      job_id: skillJobId(skill.id),
      name: skill.name,
      description: skill.desc,
      levels: skill.levels,
    }));
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['henesys-rankings:skills-import']);
      // One statement each, counted in SQL (TypeORM answers a bare DELETE with [rows, count]).
      const [{ changed }]: Array<{ changed: number }> = await manager.query(
        `WITH upserted AS (
           INSERT INTO rankings.skills AS s (id, job_id, name, description, levels)
           SELECT id, job_id, name, description, levels FROM jsonb_to_recordset($1::jsonb)
             AS r(id varchar, job_id integer, name text, description text, levels jsonb)
           ON CONFLICT (id) DO UPDATE SET job_id = excluded.job_id, name = excluded.name, description = excluded.description,
             levels = excluded.levels, imported_at = now()
           WHERE (s.job_id, s.name, s.description, s.levels) IS DISTINCT FROM (excluded.job_id, excluded.name, excluded.description, excluded.levels)
           RETURNING s.id)
         SELECT count(*)::int AS changed FROM upserted`,
        [JSON.stringify(rows)],
      );
      const [{ removed }]: Array<{ removed: number }> = await manager.query(
        'WITH deleted AS (DELETE FROM rankings.skills WHERE id <> ALL($1::text[]) RETURNING id) SELECT count(*)::int AS removed FROM deleted',
        [rows.map((row) => row.id)],
      );
      return { skills: rows.length, changed, removed };
    });
    this.skills.invalidate();
    return result;
  }
}
