import { DEMO_ACCOUNTS } from './demo-accounts';
import { hash } from 'bcrypt';
import { randomBytes } from 'node:crypto';
import type { GameQueries } from '../game-database';
import { DEMO_GUILDS, DemoCharacter, generateDemoCharacters } from './demo-characters';

export const DEMO_CHARACTER_COUNT = 3_000;
const BCRYPT_COST = 10;

/** The demo logins' own characters, so the dashboard has something to show. */
const OWN_CHARACTERS: Record<
  string,
  Array<Partial<DemoCharacter> & { name: string; level: number; job: number; gm?: number }>
> = {
  admin: [{ name: 'Henesys', level: 200, job: 910, gm: 6 }],
  member: [
    { name: 'MapleHero', level: 124, job: 112, fame: 88 },
    { name: 'Shroomie', level: 38, job: 230, fame: 12 },
    { name: 'LilBandit', level: 14, job: 400, fame: 1 },
  ],
  ingame: [{ name: 'AlwaysOn', level: 71, job: 311, fame: 20 }],
};

/** A cash (cosmetic) hat worn over the regular one by every fifth demo character: the game draws the cash one. */
const CASH_HAT = 1002186;

export interface DemoWorldOptions {
  adminPassword: string;
  memberPassword: string;
  count?: number;
}

/**
 * Seeds the demo world into a game database: accounts for the demo logins (one of them in game),
 * guilds and a few thousand characters with realistic jobs, levels, fame, looks and worn items, in the
 * game's own tables and layout. Idempotent. Runs only against a database the site manages, or a test's.
 */
export async function seedDemoWorld(db: GameQueries, options: DemoWorldOptions): Promise<number> {
  const missingGuilds = await missing(db, 'guilds', DEMO_GUILDS);
  if (missingGuilds.length > 0)
    await db.execute('INSERT INTO guilds (`name`) VALUES ?', [missingGuilds.map((name) => [name])]);
  for (const account of DEMO_ACCOUNTS) {
    const password = account.passwordEnv === 'DEMO_ADMIN_PASSWORD' ? options.adminPassword : options.memberPassword;
    await db.execute('INSERT IGNORE INTO accounts (`name`, password, email, birthday, tos) VALUES (?, ?, ?, ?, 1)', [
      account.username,
      await hash(password, BCRYPT_COST),
      account.email,
      account.birthday,
    ]);
    if (account.inGame)
      await db.execute('UPDATE accounts SET loggedin = 2, lastlogin = NOW() WHERE `name` = ?', [account.username]);
  }
  const world = generateDemoCharacters(options.count ?? DEMO_CHARACTER_COUNT);
  const unusablePassword = await hash(randomBytes(16).toString('hex'), BCRYPT_COST);
  const worldAccounts = [...new Set(world.map((character) => character.accountName))];
  await db.execute('INSERT IGNORE INTO accounts (`name`, password, lastlogin) VALUES ?', [
    worldAccounts.map((name) => [name, unusablePassword, '2026-01-01 00:00:00']),
  ]);
  await db.execute("UPDATE accounts SET banned = 1, banreason = 'Hacking (demo)' WHERE `name` = 'demo0007'");
  const own = Object.entries(OWN_CHARACTERS).flatMap(([accountName, list]) =>
    list.map((character) => ({ ...world[0], guild: null, fame: 0, ...character, accountName })),
  );
  return insertCharacters(db, [...own, ...world]);
}

async function missing(db: GameQueries, table: 'guilds' | 'characters', names: string[]): Promise<string[]> {
  const found = await db.rows<{ name: string }>(`SELECT \`name\` FROM ${table} WHERE \`name\` IN (?)`, [names]);
  const taken = new Set(found.map((row) => row.name.toLowerCase()));
  return names.filter((name) => !taken.has(name.toLowerCase()));
}

async function insertCharacters(db: GameQueries, characters: Array<DemoCharacter & { gm?: number }>): Promise<number> {
  const names = await missing(
    db,
    'characters',
    characters.map((character) => character.name),
  );
  if (names.length === 0) return 0;
  const wanted = new Set(names);
  const fresh = characters.filter((character) => wanted.has(character.name));
  const accounts = new Map(
    (
      await db.rows<{ id: number; name: string }>('SELECT id, `name` FROM accounts WHERE `name` IN (?)', [
        [...new Set(fresh.map((c) => c.accountName))],
      ])
    ).map((row) => [row.name.toLowerCase(), row.id]),
  );
  const guilds = new Map(
    (await db.rows<{ guildid: number; name: string }>('SELECT guildid, `name` FROM guilds')).map((row) => [
      row.name,
      row.guildid,
    ]),
  );
  const now = Date.now();
  const rows = fresh.map((c, index) => [
    accounts.get(c.accountName.toLowerCase()) ?? 0,
    c.name,
    c.level,
    c.exp,
    c.fame,
    c.job,
    c.gender,
    c.skinColor,
    c.face,
    c.hair,
    c.guild ? (guilds.get(c.guild) ?? 0) : 0,
    c.gm ?? 0,
    new Date(now - (index + 1) * 60_000).toISOString().slice(0, 19).replace('T', ' '),
  ]);
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.execute(
      'INSERT INTO characters (accountid, `name`, level, exp, fame, job, gender, skincolor, face, hair, guildid, gm, lastExpGainTime) VALUES ?',
      [rows.slice(start, start + 1_000)],
    );
  }
  const ids = new Map(
    (await db.rows<{ id: number; name: string }>('SELECT id, `name` FROM characters WHERE `name` IN (?)', [names])).map(
      (row) => [row.name, row.id],
    ),
  );
  const worn = fresh.flatMap((c, index) => {
    const id = ids.get(c.name);
    if (id === undefined) return [];
    const items = c.equipped.map(([slot, item]) => [id, item, -slot]);
    return index % 5 === 0 ? [...items, [id, CASH_HAT, -101]] : items;
  });
  for (let start = 0; start < worn.length; start += 2_000) {
    await db.execute(
      'INSERT INTO inventoryitems (type, characterid, itemid, inventorytype, position, quantity, owner, flag, giftFrom) VALUES ?',
      [
        worn
          .slice(start, start + 2_000)
          .map(([characterId, item, position]) => [1, characterId, item, -1, position, 1, '', 0, '']),
      ],
    );
  }
  return fresh.length;
}
