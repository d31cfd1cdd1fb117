import type { GameQueries } from '@henesys/game';

let made = 0;

/**
 * A name no other test of this run has taken: `prefix`, a time stamp and a counter, cut to `max` characters
 * (the game's account names hold 13, character names 12: Cosmic's `[a-zA-Z0-9]{3,12}`).
 */
export function uniqueName(prefix: string, max = 12): string {
  made += 1;
  const tail = `${Date.now().toString(36).slice(-4)}${made}`;
  return `${prefix.slice(0, Math.max(1, max - tail.length))}${tail}`.slice(0, max);
}

export interface GameCharacterSpec {
  name?: string;
  level?: number;
  job?: number;
  gm?: number;
  map?: number;
  fame?: number;
  spawnpoint?: number;
}

export interface GameAccountSpec {
  /** The account's name (default: a unique one starting with `prefix`). */
  name?: string;
  prefix?: string;
  /** Stored as given: a hash the game accepts, or anything when the test never logs in. */
  password?: string;
  /** 0 logged out (default), 2 in game: the game's `loggedin` states. */
  loggedin?: number;
  lastlogin?: string | null;
  /** The game's NX Credit column: NULL (default) until something writes it. */
  nxCredit?: number | null;
  email?: string | null;
  birthday?: string;
  characters?: GameCharacterSpec[];
}

export interface GameAccount {
  id: number;
  name: string;
  characters: Array<{ id: number; name: string }>;
}

/**
 * A game account as the game leaves it (Cosmic's `accounts` and `characters` rows), with the characters
 * asked for: the test data of module and system tests, instead of leaning on the demo world.
 */
export async function createGameAccount(db: GameQueries, spec: GameAccountSpec = {}): Promise<GameAccount> {
  const name = spec.name ?? uniqueName(spec.prefix ?? 'acct', 13);
  const account = await db.execute(
    'INSERT INTO accounts (`name`, password, loggedin, lastlogin, nxCredit, email, birthday) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      name,
      spec.password ?? 'x',
      spec.loggedin ?? 0,
      spec.lastlogin === undefined ? '2026-11-01 10:00:00' : spec.lastlogin,
      spec.nxCredit ?? null,
      spec.email ?? null,
      spec.birthday ?? '2005-05-11',
    ],
  );
  const characters: GameAccount['characters'] = [];
  for (const character of spec.characters ?? [])
    characters.push(await createCharacter(db, account.insertId, character));
  return { id: account.insertId, name, characters };
}

/** A character of the account: level 30 Fighter on Henesys' field unless asked otherwise. */
export async function createCharacter(
  db: GameQueries,
  accountId: number,
  spec: GameCharacterSpec = {},
): Promise<{ id: number; name: string }> {
  const name = spec.name ?? uniqueName('Hero');
  const created = await db.execute(
    'INSERT INTO characters (accountid, `name`, level, job, gm, map, fame, spawnpoint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      accountId,
      name,
      spec.level ?? 30,
      spec.job ?? 100,
      spec.gm ?? 0,
      spec.map ?? 104_040_000,
      spec.fame ?? 0,
      spec.spawnpoint ?? 0,
    ],
  );
  return { id: created.insertId, name };
}
