import { Injectable } from '@nestjs/common';
import { GameDatabase } from '../game-database';

/** A guild as read from the game, in ranking order. */
export interface GameGuild {
  id: number;
  name: string;
  gp: number;
  /** The guild master's character name; null when that character no longer exists. */
  leader: string | null;
  members: number;
}

/** Reading every guild may take this long (one pass over the characters to count members). */
export const GUILD_RANKINGS_TIMEOUT_MS = 10_000;

/**
 * The game's guilds (`guilds` ⟕ the leader's character ⟕ member counts) in the order the game ranks
 * them: guild points (`GP`), then name, then id for guilds of the same name. Read whole: a server has
 * a few thousand guilds at most, and counting members is one pass over `characters` (no index on
 * `guildid`), so the caller keeps the list for a while and pages it in memory (GAME-DATABASE.md §2.4).
 */
@Injectable()
export class GameGuildRankings {
  constructor(private readonly db: GameDatabase) {}

  async all(): Promise<GameGuild[]> {
    const rows = await this.db.rows<{
      id: number;
      name: string;
      gp: number;
      leader: string | null;
      members: number | string;
    }>(
      `SELECT g.guildid AS id, g.\`name\`, g.GP AS gp, l.\`name\` AS leader, COALESCE(m.members, 0) AS members
       FROM guilds g
       LEFT JOIN characters l ON l.id = g.leader
       LEFT JOIN (SELECT guildid, COUNT(*) AS members FROM characters WHERE guildid <> 0 GROUP BY guildid) m ON m.guildid = g.guildid
       ORDER BY g.GP DESC, g.\`name\`, g.guildid`,
      [],
      GUILD_RANKINGS_TIMEOUT_MS,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      gp: Number(row.gp),
      leader: row.leader ?? null,
      members: Number(row.members),
    }));
  }
}
