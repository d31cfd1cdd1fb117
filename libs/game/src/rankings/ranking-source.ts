import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries } from '../game-database';

/** One character as the rankings snapshot takes it from the game (Cosmic's columns, guild name joined). */
export interface GameRankedCharacter {
  id: number;
  name: string;
  level: number;
  exp: number;
  fame: number;
  job: number;
  gender: number;
  skincolor: number;
  face: number;
  hair: number;
  /** 'YYYY-MM-DD HH:MM:SS' UTC: the game's tie-breaker (who reached the level and exp first). */
  lastExpGainTime: string;
  /** null: no guild (characters.guildid = 0) or a guild that no longer exists. */
  guild: string | null;
}

/** How long one range read may take (a cold 50k-id range on a busy server). */
export const RANKING_RANGE_TIMEOUT_MS = 60_000;

/**
 * The characters the website ranks, read from the game's `characters` ⨝ `accounts` ⟕ `guilds` by
 * primary-key id ranges. Plain SELECTs: InnoDB answers them from a consistent snapshot without
 * taking a lock, so the game's saves (UPDATE characters ...) never wait for a rebuild. Left out:
 * GMs (a GM level on the character, or a GM job) and accounts banned for good or for now. The
 * ranks themselves are computed by the caller (GAME-DATABASE.md §2.2, §7).
 */
@Injectable()
export class GameRankingSource {
  constructor(private readonly db: GameDatabase) {}

  /** The lowest and highest character id, or null when there is no character at all. */
  async idBounds(queries: GameQueries = this.db): Promise<{ first: number; last: number } | null> {
    const [row] = await queries.rows<{ first: number | null; last: number | null }>('SELECT MIN(id) AS `first`, MAX(id) AS `last` FROM characters', [], RANKING_RANGE_TIMEOUT_MS);
    return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : null;
  }

  /** The ranked characters with `from <= id < to` (by the primary key: a range scan, no sort). */
  readRange(from: number, to: number, gmJobs: readonly number[], queries: GameQueries = this.db): Promise<GameRankedCharacter[]> {
    return queries.rows<GameRankedCharacter>(
      `SELECT c.id, c.\`name\`, c.level, c.exp, c.fame, c.job, c.gender, c.skincolor, c.face, c.hair, c.lastExpGainTime, g.\`name\` AS guild
       FROM characters c
       JOIN accounts a ON a.id = c.accountid
       LEFT JOIN guilds g ON g.guildid = c.guildid AND c.guildid <> 0
       WHERE c.id >= ? AND c.id < ?
         AND c.gm = 0 AND c.job NOT IN (?)
         AND a.banned = 0 AND a.tempban <= NOW()`,
      [from, to, gmJobs.length > 0 ? [...gmJobs] : [-1]],
      RANKING_RANGE_TIMEOUT_MS,
    );
  }
}
