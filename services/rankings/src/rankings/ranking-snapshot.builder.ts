import { Injectable } from '@nestjs/common';
import { GM_JOB_IDS, JOB_FILTER_IDS, RankingsRefreshResult } from '@henesys/contracts';
import { DataSource, QueryRunner } from 'typeorm';

const LIVE = 'rankings.ranked_characters';
const NEXT = 'rankings.ranked_characters_next';
const LOCK = 'henesys-rankings:rebuild';

/** Level: level, then exp, then who reached it first (the game stamps the last exp gain), then id. */
const LEVEL_ORDER = 'c.level DESC, c.exp DESC, c.last_exp_gain_at, c.id';
/** Fame: fame, then the level order. */
const FAME_ORDER = `c.fame DESC, ${LEVEL_ORDER}`;

/**
 * Every ranked character with its four ranks, from the game schema (read only). GMs (job 900/910,
 * or a GM level on the character or its account) and banned accounts (permanently, or a temporary
 * ban still running) are not ranked. $1/$2: job id → job filter family (JOB_FILTER_IDS).
 */
const SELECT_RANKED = `
  SELECT c.id AS character_id, c.name, c.level, c.exp, c.fame, c.job, f.family, g.name AS guild, c.gender, c.skin_color, c.face, c.hair,
         row_number() OVER (ORDER BY ${LEVEL_ORDER}) AS level_rank,
         row_number() OVER (ORDER BY ${FAME_ORDER}) AS fame_rank,
         CASE WHEN f.family IS NOT NULL THEN row_number() OVER (PARTITION BY f.family ORDER BY ${LEVEL_ORDER}) END AS level_family_rank,
         CASE WHEN f.family IS NOT NULL THEN row_number() OVER (PARTITION BY f.family ORDER BY ${FAME_ORDER}) END AS fame_family_rank
  FROM game.characters c
  JOIN game.accounts a ON a.id = c.account_id
  LEFT JOIN game.guilds g ON g.id = c.guild_id
  LEFT JOIN unnest($1::int[], $2::text[]) AS f(job, family) ON f.job = c.job
  WHERE c.job <> ALL($3::int[]) AND c.gm_level = 0 AND a.gm_level = 0
    AND NOT a.banned AND (a.temp_ban_until IS NULL OR a.temp_ban_until <= now())`;

const COLUMNS =
  'character_id, name, level, exp, fame, job, family, guild, gender, skin_color, face, hair, level_rank, fame_rank, level_family_rank, fame_family_rank';

/** The rebuild's own session: its four sorts and index builds in memory, no JIT for one big statement. */
const SESSION_SETTINGS = { work_mem: '256MB', maintenance_work_mem: '256MB', jit: 'off' };

/** An index of the live table, recreated on the next table under the name plus `_next`. */
export function nextIndexDefinition(index: { indexname: string; indexdef: string }): string {
  const from = `INDEX ${index.indexname} ON ${LIVE} `;
  if (!index.indexdef.includes(from)) throw new Error(`Unexpected index definition: ${index.indexdef}`);
  return index.indexdef.replace(from, `INDEX ${index.indexname}_next ON ${NEXT} `);
}

/**
 * Rebuilds the precomputed rankings: a new table is filled from the game schema, indexed, vacuumed
 * and analysed (planner statistics; hint bits set here rather than by the first readers), counted,
 * then swapped in with its totals in one short transaction. Readers always see a complete table;
 * the swap waits only for queries already running. The table's columns and indexes come from the
 * live table (its migration), so they are defined once.
 */
@Injectable()
export class RankingSnapshotBuilder {
  constructor(private readonly dataSource: DataSource) {}

  /** With `wait: false` another process's rebuild in progress makes this one skip (answers null). */
  async rebuild({ wait }: { wait: boolean }): Promise<RankingsRefreshResult | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      if (wait) {
        await runner.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
      } else {
        const [{ locked }]: Array<{ locked: boolean }> = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK]);
        if (!locked) return null;
      }
      try {
        return await this.build(runner);
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }

  private async build(runner: QueryRunner): Promise<RankingsRefreshResult> {
    const started = Date.now();
    const families = Object.entries(JOB_FILTER_IDS).flatMap(([family, ids]) => ids.map((id) => ({ id, family })));
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await runner.query(`SET ${name} = '${value}'`);
    try {
      const steps: Record<string, number> = {};
      const step = async (name: string, work: () => Promise<unknown>) => {
        const begun = Date.now();
        await work();
        steps[name] = Date.now() - begun;
      };
      await step('fill', async () => {
        await runner.query(`DROP TABLE IF EXISTS ${NEXT}`);
        await runner.query(`CREATE UNLOGGED TABLE ${NEXT} (LIKE ${LIVE} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
        // Stored in name order: a prefix search then reads a few neighbouring pages, not one page per match.
        await runner.query(`INSERT INTO ${NEXT} (${COLUMNS}) SELECT * FROM (${SELECT_RANKED}) ranked ORDER BY lower(name) COLLATE "C"`, [
          families.map((entry) => entry.id),
          families.map((entry) => entry.family),
          [...GM_JOB_IDS],
        ]);
      });
      const indexes: Array<{ indexname: string; indexdef: string }> = await runner.query(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'rankings' AND tablename = 'ranked_characters'",
      );
      await step('index', async () => {
        for (const index of indexes) await runner.query(nextIndexDefinition(index));
      });
      await step('vacuum', () => runner.query(`VACUUM (ANALYZE) ${NEXT}`));
      let totals: Array<{ family: string; total: number }> = [];
      await step('count', async () => (totals = await this.totals(runner)));
      await step('swap', () => this.swap(runner, indexes.map((index) => index.indexname), totals));
      const characters = totals.find((row) => row.family === 'all')?.total ?? 0;
      return { characters, durationMs: Date.now() - started, refreshedAt: new Date().toISOString(), steps };
    } finally {
      for (const name of Object.keys(SESSION_SETTINGS)) await runner.query(`RESET ${name}`).catch(() => undefined);
    }
  }

  /** Ranked characters per job filter, and 'all' (which also counts jobs outside every filter). */
  private async totals(runner: QueryRunner): Promise<Array<{ family: string; total: number }>> {
    const rows: Array<{ family: string | null; total: number }> = await runner.query(`SELECT family, count(*)::int AS total FROM ${NEXT} GROUP BY family`);
    const all = rows.reduce((sum, row) => sum + row.total, 0);
    return [{ family: 'all', total: all }, ...rows.filter((row): row is { family: string; total: number } => row.family !== null)];
  }

  private async swap(runner: QueryRunner, indexNames: string[], totals: Array<{ family: string; total: number }>): Promise<void> {
    await runner.startTransaction();
    try {
      // Queries already running finish first; if one hangs, give up and try at the next refresh.
      await runner.query("SET LOCAL lock_timeout = '10s'");
      await runner.query(`DROP TABLE ${LIVE}`);
      await runner.query(`ALTER TABLE ${NEXT} RENAME TO ranked_characters`);
      for (const name of indexNames) await runner.query(`ALTER INDEX rankings.${name}_next RENAME TO ${name}`);
      await runner.query('DELETE FROM rankings.ranking_totals');
      await runner.query('INSERT INTO rankings.ranking_totals (family, total) SELECT * FROM unnest($1::text[], $2::int[])', [
        totals.map((row) => row.family),
        totals.map((row) => row.total),
      ]);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  }
}
