import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries, SqlValue } from '../game-database';
import { CASH_OFFSET } from './worn-items';

/** How long one range read may take (a cold 50k-id range on a busy server). */
export const RANKING_RANGE_TIMEOUT_MS = 60_000;

/** Characters per line group the database concatenates (about 100 bytes each, well inside GROUP_CONCAT_MAX_LEN). */
const IDS_PER_GROUP = 1_000;
const GROUP_CONCAT_MAX_LEN = 1 << 20;

const BACKSLASH = 'CHAR(92 USING utf8mb4)';
/** A text column in COPY's text format: backslash, tab, newline and carriage return escaped (independent of NO_BACKSLASH_ESCAPES). */
const copyEscaped = (column: string) =>
  [
    [BACKSLASH, `CONCAT(${BACKSLASH}, ${BACKSLASH})`],
    ['CHAR(9 USING utf8mb4)', `CONCAT(${BACKSLASH}, 't')`],
    ['CHAR(10 USING utf8mb4)', `CONCAT(${BACKSLASH}, 'n')`],
    ['CHAR(13 USING utf8mb4)', `CONCAT(${BACKSLASH}, 'r')`],
  ].reduce((sql, [from, to]) => `REPLACE(${sql}, ${from}, ${to})`, `CONVERT(${column} USING utf8mb4)`);

const NEWLINE = Buffer.from('\n');

/** Lines in newline-separated text (without a final newline), counted without making a string of each. */
export function lineCount(text: Buffer): number {
  if (text.length === 0) return 0;
  let lines = 1;
  for (let at = text.indexOf(10); at !== -1; at = text.indexOf(10, at + 1)) lines += 1;
  return lines;
}

/** MySQL's zero date (a permissive sql_mode) is no PostgreSQL timestamp: it sorts first, as in the game. */
const COPY_TIMESTAMP =
  "IF(c.lastExpGainTime < '1970-01-02', '1970-01-01 00:00:00', DATE_FORMAT(c.lastExpGainTime, '%Y-%m-%d %H:%i:%s'))";

const COPY_LINE = `CONCAT_WS(CHAR(9 USING utf8mb4), c.id, ${copyEscaped('c.`name`')}, c.level, c.exp, c.fame, c.job,
  IFNULL(${copyEscaped('g.`name`')}, CONCAT(${BACKSLASH}, 'N')), c.gender, c.skincolor, c.face, c.hair, ${COPY_TIMESTAMP})`;

/**
 * What the game draws of the worn items of the characters with `? <= characterid < ?`: drawnItems's
 * rule (worn-items.ts), compared with it on the same rows in game-queries.int-spec.ts. Per slot k
 * the cash item at -(100+k) over the regular one at -k (two at one position, which the game never
 * stores: the first stored); per character its item ids by slot as a PostgreSQL integer array.
 */
const DRAWN_ITEMS = `
  SELECT characterid, CONCAT_WS(CHAR(9 USING utf8mb4), characterid, CONCAT('{', GROUP_CONCAT(itemid ORDER BY slot SEPARATOR ','), '}')) AS line
  FROM (
    SELECT characterid, itemid, slot, ROW_NUMBER() OVER (PARTITION BY characterid, slot ORDER BY cash DESC, inventoryitemid) AS nth
    FROM (
      SELECT inventoryitemid, characterid, itemid, -position > ${CASH_OFFSET} AS cash,
             IF(-position > ${CASH_OFFSET}, -position - ${CASH_OFFSET}, -position) AS slot
      FROM inventoryitems
      WHERE type = 1 AND inventorytype = -1 AND position < 0 AND characterid >= ? AND characterid < ?
    ) worn
  ) ranked_in_slot
  WHERE nth = 1
  GROUP BY characterid`;

/**
 * The characters the website ranks, read from the game's `characters` ⨝ `accounts` ⟕ `guilds` by
 * primary-key id ranges. Plain SELECTs: InnoDB answers them from a consistent snapshot without
 * taking a lock, so the game's saves (UPDATE characters ...) never wait for a rebuild. Left out:
 * GMs (a GM level on the character, or a GM job) and accounts banned for good or for now (only
 * `banned = 1` is banned: the game's `!unban` writes -1, GAME-DATABASE.md §8). The
 * ranks themselves are computed by the caller (GAME-DATABASE.md §2.2, §7).
 */
@Injectable()
export class GameRankingSource {
  constructor(private readonly db: GameDatabase) {}

  /** The lowest and highest character id, or null when there is no character at all. */
  async idBounds(queries: GameQueries = this.db): Promise<{ first: number; last: number } | null> {
    const [row] = await queries.rows<{ first: number | null; last: number | null }>(
      'SELECT MIN(id) AS `first`, MAX(id) AS `last` FROM characters',
      [],
      RANKING_RANGE_TIMEOUT_MS,
    );
    return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : null;
  }

  /**
   * The ranked characters with `from <= id < to` (by the primary key: a range scan, no sort), as
   * PostgreSQL COPY text lines, each ending in a newline, of id, name, level, exp, fame, job, guild
   * (\N: none, or a guild that no longer exists), gender, skincolor, face, hair, lastExpGainTime (the
   * game's tie-breaker: who reached the level and exp first; UTC). The database builds
   * the text, a thousand characters to a string: the process reading it does next to no work per
   * character, so it stays free for the pages it serves meanwhile.
   */
  async readRangeAsCopyLines(from: number, to: number, gmJobs: readonly number[]): Promise<Buffer> {
    return this.copyLines(
      from,
      `SELECT COUNT(*) AS line_count, CAST(GROUP_CONCAT(${COPY_LINE} SEPARATOR '\n') AS BINARY) AS \`lines\`
       FROM characters c
       JOIN accounts a ON a.id = c.accountid
       LEFT JOIN guilds g ON g.guildid = c.guildid AND c.guildid <> 0
       WHERE c.id >= ? AND c.id < ?
         AND c.gm = 0 AND c.job NOT IN (?)
         AND a.banned <> 1 AND a.tempban <= NOW()
       GROUP BY c.id DIV ${IDS_PER_GROUP}`,
      [from, to, gmJobs.length > 0 ? [...gmJobs] : [-1]],
    );
  }

  /**
   * The drawn items of the characters with `from <= id < to` who wear any (ranked or not: the caller
   * joins them to its characters), as COPY text lines of character id and item ids by slot
   * (`{1002186,1042003}`), read through Cosmic's index on characterid, built by the database as above.
   */
  async readDrawnItemsAsCopyLines(from: number, to: number): Promise<Buffer> {
    return this.copyLines(
      from,
      `SELECT COUNT(*) AS line_count, CAST(GROUP_CONCAT(line SEPARATOR '\n') AS BINARY) AS \`lines\`
       FROM (${DRAWN_ITEMS}) drawn
       GROUP BY characterid DIV ${IDS_PER_GROUP}`,
      [from, to],
    );
  }

  /** Runs a query answering groups of COPY lines (`line_count` of them in each `lines`): all of them, each ending in a newline. */
  private async copyLines(from: number, sql: string, params: SqlValue[]): Promise<Buffer> {
    const groups = await this.db.withConnection(async (queries) => {
      await queries.execute(`SET SESSION group_concat_max_len = ${GROUP_CONCAT_MAX_LEN}`);
      // As bytes (BINARY): PostgreSQL takes them as they are, with no decoding and re-encoding in between.
      return queries.rows<{ line_count: number; lines: Buffer }>(sql, params, RANKING_RANGE_TIMEOUT_MS);
    });
    const parts: Buffer[] = [];
    for (const group of groups) {
      // A cut string would lose rows silently: GROUP_CONCAT only warns when it truncates.
      if (lineCount(group.lines) !== Number(group.line_count))
        throw new Error(`A group of lines from id ${from} was cut at ${GROUP_CONCAT_MAX_LEN} bytes`);
      parts.push(group.lines, NEWLINE);
    }
    return Buffer.concat(parts);
  }
}
