import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries } from '../game-database';

/** The game's "no temporary ban" value of accounts.tempban (GAME-DATABASE.md §1.1). */
export const NO_TEMPBAN = '2005-05-11 00:00:00';

/** An `accounts` row as the site reads it (TIMESTAMP/DATE columns as UTC strings). */
export interface GameAccount {
  id: number;
  name: string;
  password: string;
  email: string | null;
  birthday: string;
  loggedin: number;
  lastlogin: string | null;
  banned: number;
  banreason: string | null;
  tempban: string;
  nxCredit: number | null;
  nxPrepaid: number | null;
  maplePoint: number | null;
}

/** What the site writes when it creates a game account (email at most 45 characters: the game's column). */
export interface NewGameAccount {
  name: string;
  /** bcrypt `$2b$`, which the game verifies. */
  password: string;
  email: string | null;
  /** YYYY-MM-DD */
  birthday: string;
}

/** A unique key refused the row (MySQL/MariaDB ER_DUP_ENTRY). */
export function isDuplicateKey(error: unknown): boolean {
  const cause = error as { code?: string; errno?: number } | null;
  return Boolean(cause && (cause.code === 'ER_DUP_ENTRY' || cause.errno === 1062));
}

const COLUMNS =
  'id, `name`, password, email, birthday, loggedin, lastlogin, banned, banreason, tempban, nxCredit, nxPrepaid, maplePoint';

/** A `YYYY-MM-DD HH:MM:SS` UTC string from the game database as an ISO instant. */
export function gameTimeToIso(value: string): string {
  return new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}

/**
 * Whether the game refuses this account: a permanent ban, or a temporary ban that has not ended.
 * Only `banned = 1` is a ban: the game's `!unban` writes -1 (GAME-DATABASE.md §8).
 */
export function gameBan(
  account: Pick<GameAccount, 'banned' | 'banreason' | 'tempban'>,
  now = new Date(),
): { permanent: boolean; until: string | null; reason: string | null } | null {
  if (account.banned === 1) return { permanent: true, until: null, reason: account.banreason };
  const until = gameTimeToIso(account.tempban);
  return new Date(until) > now ? { permanent: false, until, reason: account.banreason } : null;
}

/** The game's `accounts` table: names are matched as the game matches them (the column's case-insensitive collation). */
@Injectable()
export class GameAccounts {
  constructor(private readonly db: GameDatabase) {}

  async findByName(name: string, queries: GameQueries = this.db): Promise<GameAccount | undefined> {
    const [account] = await queries.rows<GameAccount>(`SELECT ${COLUMNS} FROM accounts WHERE \`name\` = ?`, [name]);
    return account;
  }

  async findById(id: number, queries: GameQueries = this.db): Promise<GameAccount | undefined> {
    const [account] = await queries.rows<GameAccount>(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`, [id]);
    return account;
  }

  /**
   * Creates the account the game accepts (name, password hash, email, birthday; the game's defaults for
   * the rest). Null when the name is taken: the game's unique key matches names case-insensitively.
   */
  async create(account: NewGameAccount, queries: GameQueries = this.db): Promise<number | null> {
    try {
      const result = await queries.execute(
        'INSERT INTO accounts (`name`, password, email, birthday) VALUES (?, ?, ?, ?)',
        [account.name, account.password, account.email, account.birthday],
      );
      return result.insertId;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /** Creates the account unless one of that name exists (demo seeding). True when it was created. */
  async createIfMissing(account: NewGameAccount): Promise<boolean> {
    const result = await this.db.execute(
      'INSERT IGNORE INTO accounts (`name`, password, email, birthday) VALUES (?, ?, ?, ?)',
      [account.name, account.password, account.email, account.birthday],
    );
    return result.affectedRows === 1;
  }

  /** Sets the password hash the game checks at its next login. False when the account is gone. */
  async setPassword(id: number, passwordHash: string): Promise<boolean> {
    const result = await this.db.execute('UPDATE accounts SET password = ? WHERE id = ?', [passwordHash, id]);
    return result.affectedRows === 1;
  }

  /** Replaces the password hash only if it is still `expected` (a rehash never overwrites a change made meanwhile). */
  async replacePassword(id: number, expected: string, passwordHash: string): Promise<boolean> {
    const result = await this.db.execute('UPDATE accounts SET password = ? WHERE id = ? AND password = ?', [
      passwordHash,
      id,
      expected,
    ]);
    return result.affectedRows === 1;
  }

  async updateProfile(id: number, email: string, birthday: string): Promise<void> {
    await this.db.execute('UPDATE accounts SET email = ?, birthday = ? WHERE id = ?', [email, birthday, id]);
  }

  /** The highest GM level among the account's characters (0 without characters). */
  async highestGmLevel(id: number): Promise<number> {
    const [row] = await this.db.rows<{ gm: number | null }>(
      'SELECT MAX(gm) AS gm FROM characters WHERE accountid = ?',
      [id],
    );
    return Number(row?.gm ?? 0);
  }

  /** Accounts owning a character with GM level `level` or higher, with that level, by name. */
  async withGmLevel(level: number): Promise<Array<{ id: number; name: string; gm: number }>> {
    return this.db.rows<{ id: number; name: string; gm: number }>(
      'SELECT a.id, a.`name`, MAX(c.gm) AS gm FROM accounts a JOIN characters c ON c.accountid = a.id WHERE c.gm >= ? GROUP BY a.id, a.`name` ORDER BY a.`name`',
      [level],
    );
  }

  /** Accounts the game has logged in (at the character list or in game), for "players online". */
  async countLoggedIn(): Promise<number> {
    const [row] = await this.db.rows<{ n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE loggedin = 2');
    return Number(row?.n ?? 0);
  }
}
