import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries } from '../game-database';

/** The game's "never logged out" value of characters.lastLogoutTime (GAME-DATABASE.md §2.1). */
export const NEVER_LOGGED_OUT = '2015-01-01 05:00:00';

export interface GameCharacter {
  id: number;
  name: string;
  level: number;
  job: number;
  /** null when the game's sentinel says the character never logged out. */
  lastLogoutTime: string | null;
}

/** The game's `characters` table (the game creates characters; the site only reads them). */
@Injectable()
export class GameCharacters {
  constructor(private readonly db: GameDatabase) {}

  async listForAccount(accountId: number): Promise<GameCharacter[]> {
    const rows = await this.db.rows<GameCharacter>(
      'SELECT id, `name`, level, job, lastLogoutTime FROM characters WHERE accountid = ? ORDER BY level DESC, id',
      [accountId],
    );
    return rows.map((row) => ({
      ...row,
      lastLogoutTime: row.lastLogoutTime === NEVER_LOGGED_OUT ? null : row.lastLogoutTime,
    }));
  }

  /** The account's character of that name (as the game matches names), or undefined. */
  async findForAccount(
    accountId: number,
    name: string,
    queries: GameQueries = this.db,
  ): Promise<{ id: number; name: string } | undefined> {
    const [row] = await queries.rows<{ id: number; name: string }>(
      'SELECT id, `name` FROM characters WHERE accountid = ? AND `name` = ?',
      [accountId, name],
    );
    return row;
  }
}
