import { Injectable } from '@nestjs/common';
import { GM_JOB_IDS, JOB_FILTER_IDS, RankingsRefreshResult } from '@henesys/contracts';
import { GameRankingSource } from '@henesys/game';
import type { Client } from 'pg';
import { DataSource, QueryRunner } from 'typeorm';
import { copyRows } from './pg-copy';

const LIVE = 'rankings.ranked_characters';
const NEXT = 'rankings.ranked_characters_next';
/** The characters as read from the game database, before they are ranked (dropped after each rebuild). */
const SOURCE = 'rankings.ranked_characters_source';
const LOCK = 'henesys-rankings:rebuild';

/** Character ids per read of the game database (a primary-key range). */
export const RANGE_IDS = 50_000;
/** Level: level, then exp, then who reached it first (the game stamps the last exp gain), then id. */
const LEVEL_ORDER = 's.level DESC, s.exp DESC, s.last_exp_gain_at, s.character_id';
/** Fame: fame, then the level order. */
const FAME_ORDER = `s.fame DESC, ${LEVEL_ORDER}`;

/** In the order of GameRankingSource.readRangeAsCopyLines's columns. */
const SOURCE_COLUMNS =
  'character_id, name, level, exp, fame, job, guild, gender, skin_color, face, hair, last_exp_gain_at';
/** What the characters are drawn wearing, as read from the game database (GameRankingSource.readDrawnItemsAsCopyLines). */
const ITEMS_SOURCE = 'rankings.ranked_items_source';

/** The job filters' families, each a parameter of SELECT_RANKED from $3 on. */
const FAMILIES = Object.keys(JOB_FILTER_IDS);
const familyParam = (index: number) => `$${index + 3}`;
/** Per family, how many of its characters come up to this row in the window's order: a row's rank within its own family. */
const runningCounts = (window: string, prefix: string) =>
  FAMILIES.map(
    (_, index) => `count(*) FILTER (WHERE f.family = ${familyParam(index)}) OVER ${window} AS ${prefix}${index}`,
  );
const ownFamily = (prefix: string) =>
  `CASE family ${FAMILIES.map((_, index) => `WHEN ${familyParam(index)} THEN ${prefix}${index}`).join(' ')} END`;

/**
 * Every loaded character with its four ranks and the items it is drawn wearing (joined after the
 * sorts, which then move less). The game database already left out GMs and banned
 * accounts (GameRankingSource). $1/$2: job id → job filter family (JOB_FILTER_IDS); $3...: the families.
 * Two sorts, not four: a rank within the family is the running count of the family's characters in
 * the overall order (the same number a window partitioned by family gives, in about half the time).
 */
const SELECT_RANKED = `
  SELECT counted.character_id, name, level, exp, fame, job, family, guild, gender, skin_color, face, hair,
         coalesce(w.items, '{}') AS items, level_rank, fame_rank,
         ${ownFamily('level_in_')} AS level_family_rank, ${ownFamily('fame_in_')} AS fame_family_rank
  FROM (
    SELECT s.character_id, s.name, s.level, s.exp, s.fame, s.job, f.family, s.guild, s.gender, s.skin_color, s.face, s.hair,
           row_number() OVER by_level AS level_rank, ${runningCounts('by_level', 'level_in_').join(', ')},
           row_number() OVER by_fame AS fame_rank, ${runningCounts('by_fame', 'fame_in_').join(', ')}
    FROM ${SOURCE} s
    LEFT JOIN unnest($1::int[], $2::text[]) AS f(job, family) ON f.job = s.job
    WINDOW by_level AS (ORDER BY ${LEVEL_ORDER} ROWS UNBOUNDED PRECEDING),
           by_fame AS (ORDER BY ${FAME_ORDER} ROWS UNBOUNDED PRECEDING)
  ) counted
  LEFT JOIN ${ITEMS_SOURCE} w ON w.character_id = counted.character_id`;

const COLUMNS =
  'character_id, name, level, exp, fame, job, family, guild, gender, skin_color, face, hair, items, level_rank, fame_rank, level_family_rank, fame_family_rank';

/** The rebuild's own session: its four sorts and index builds in memory, no JIT for one big statement. */
const SESSION_SETTINGS = {
  work_mem: '256MB',
  maintenance_work_mem: '256MB',
  jit: 'off',
  // One core for the rebuild: the other stays free for the pages players are reading meanwhile.
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
};

/** An index of the live table, recreated on the next table under the name plus `_next`. */
export function nextIndexDefinition(index: { indexname: string; indexdef: string }): string {
  const from = `INDEX ${index.indexname} ON ${LIVE} `;
  if (!index.indexdef.includes(from)) throw new Error(`Unexpected index definition: ${index.indexdef}`);
  return index.indexdef.replace(from, `INDEX ${index.indexname}_next ON ${NEXT} `);
}

/**
 * Rebuilds the precomputed rankings: the ranked characters, and the items they are drawn wearing, are
 * read from the game database by primary-key id ranges (plain, non-locking reads: the game's saves
 * never wait) and streamed into Postgres with COPY, ranked there with window functions into a new
 * table, which is indexed, vacuumed and analysed (planner statistics; hint bits set here rather than
 * by the first readers), counted, then swapped in with its totals in one short transaction. Readers
 * always see a complete table, items as fresh as the ranks beside them; the swap waits only for
 * queries already running. A game database that is down fails the
 * rebuild before the swap: the last rankings stay served. The table's columns and indexes come
 * from the live table (its migration), so they are defined once.
 */
@Injectable()
export class RankingSnapshotBuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly source: GameRankingSource,
  ) {}

  /** With `wait: false` another process's rebuild in progress makes this one skip (answers null). */
  async rebuild({ wait }: { wait: boolean }): Promise<RankingsRefreshResult | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      if (wait) {
        await runner.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
      } else {
        const [{ locked }]: Array<{ locked: boolean }> = await runner.query(
          'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
          [LOCK],
        );
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
      await runner.query(`DROP TABLE IF EXISTS ${NEXT}, ${SOURCE}, ${ITEMS_SOURCE}`);
      await runner.query(
        `CREATE UNLOGGED TABLE ${SOURCE} (character_id integer NOT NULL, name varchar(13) NOT NULL, level integer NOT NULL, exp bigint NOT NULL,
           fame integer NOT NULL, job integer NOT NULL, guild varchar(45), gender smallint NOT NULL, skin_color smallint NOT NULL,
           face integer NOT NULL, hair integer NOT NULL, last_exp_gain_at timestamp NOT NULL)`,
      );
      await runner.query(
        `CREATE UNLOGGED TABLE ${ITEMS_SOURCE} (character_id integer NOT NULL, items integer[] NOT NULL)`,
      );
      // 'read': time spent waiting for the game database; 'load': loading each range into Postgres (they take turns).
      Object.assign(steps, await this.load(runner));
      await step('rank', async () => {
        await runner.query(`CREATE UNLOGGED TABLE ${NEXT} (LIKE ${LIVE} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
        // Stored in name order: a prefix search then reads a few neighbouring pages, not one page per match.
        await runner.query(
          `INSERT INTO ${NEXT} (${COLUMNS}) SELECT * FROM (${SELECT_RANKED}) ranked ORDER BY lower(name) COLLATE "C"`,
          [families.map((entry) => entry.id), families.map((entry) => entry.family), ...FAMILIES],
        );
        await runner.query(`DROP TABLE ${SOURCE}, ${ITEMS_SOURCE}`);
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
      await step('swap', () =>
        this.swap(
          runner,
          indexes.map((index) => index.indexname),
          totals,
        ),
      );
      const characters = totals.find((row) => row.family === 'all')?.total ?? 0;
      return { characters, durationMs: Date.now() - started, refreshedAt: new Date().toISOString(), steps };
    } finally {
      // After a failure: nothing half-built is left (after the swap, the next table has been renamed).
      await runner.query(`DROP TABLE IF EXISTS ${NEXT}, ${SOURCE}, ${ITEMS_SOURCE}`).catch(() => undefined);
      for (const name of Object.keys(SESSION_SETTINGS)) await runner.query(`RESET ${name}`).catch(() => undefined);
    }
  }

  /**
   * Reads the ranked characters and the items they are drawn wearing from the game database range by
   * range, each as COPY text the game database builds, and loads each range into the source tables
   * before the next read: one database works for the rebuild at a time, so the rebuild keeps to one
   * core and the other stays free for the pages players read meanwhile. `read`: time spent waiting for the game
   * database; `load`: for PostgreSQL.
   */
  private async load(runner: QueryRunner): Promise<{ read: number; load: number }> {
    const timing = { read: 0, load: 0 };
    const bounds = await this.source.idBounds();
    if (!bounds) return timing;
    // The query runner's own connection (it holds the advisory lock): pg's client underneath TypeORM.
    const client = (runner as unknown as { databaseConnection: Client }).databaseConnection;
    for (let from = bounds.first; from <= bounds.last; from += RANGE_IDS) {
      const read = Date.now();
      const to = Math.min(from + RANGE_IDS, bounds.last + 1);
      const characters = await this.source.readRangeAsCopyLines(from, to, GM_JOB_IDS);
      const items = await this.source.readDrawnItemsAsCopyLines(from, to);
      const load = Date.now();
      timing.read += load - read;
      if (characters.length > 0) await copyRows(client, SOURCE, SOURCE_COLUMNS, [characters]);
      if (items.length > 0) await copyRows(client, ITEMS_SOURCE, 'character_id, items', [items]);
      timing.load += Date.now() - load;
    }
    return timing;
  }

  /** Ranked characters per job filter, and 'all' (which also counts jobs outside every filter). */
  private async totals(runner: QueryRunner): Promise<Array<{ family: string; total: number }>> {
    const rows: Array<{ family: string | null; total: number }> = await runner.query(
      `SELECT family, count(*)::int AS total FROM ${NEXT} GROUP BY family`,
    );
    const all = rows.reduce((sum, row) => sum + row.total, 0);
    return [
      { family: 'all', total: all },
      ...rows.filter((row): row is { family: string; total: number } => row.family !== null),
    ];
  }

  private async swap(
    runner: QueryRunner,
    indexNames: string[],
    totals: Array<{ family: string; total: number }>,
  ): Promise<void> {
    await runner.startTransaction();
    try {
      // Queries already running finish first; if one hangs, give up and try at the next refresh.
      await runner.query("SET LOCAL lock_timeout = '10s'");
      await runner.query(`DROP TABLE ${LIVE}`);
      await runner.query(`ALTER TABLE ${NEXT} RENAME TO ranked_characters`);
      for (const name of indexNames) await runner.query(`ALTER INDEX rankings.${name}_next RENAME TO ${name}`);
      await runner.query('DELETE FROM rankings.ranking_totals');
      await runner.query(
        'INSERT INTO rankings.ranking_totals (family, total) SELECT * FROM unnest($1::text[], $2::int[])',
        [totals.map((row) => row.family), totals.map((row) => row.total)],
      );
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  }
}
