import { JOB_LINES, jobForLevel, seededRandom, SYLLABLES } from '@henesys/game';
import { loadCosmicTables } from '@henesys/testing';
import { createConnection, type Connection } from 'mysql2/promise';
import { Readable } from 'node:stream';

const CHARACTERS_PER_ACCOUNT = 3;
/** Worn items per character: cap, top, bottom, shoes, weapon; every fifth wears a cash hat at -101 (drawn over the cap) instead of shoes. */
export const ITEMS_PER_CHARACTER = 5;
const GUILDS = 2_000;
/** The game's "no temporary ban" value. */
const NO_TEMPBAN = '2005-05-11 00:00:00';

export interface SeedResult {
  accounts: number;
  characters: number;
  wornItems: number;
  seconds: number;
  /** False: the database already held this many characters and items and was reused. */
  seeded: boolean;
}

const gameTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** Lines in ~256 kB buffers: what LOAD DATA LOCAL streams to the server. */
function chunked(lines: Iterable<string>): Readable {
  return Readable.from(
    (function* () {
      let batch = '';
      for (const line of lines) {
        batch += line;
        if (batch.length >= 1 << 18) {
          yield Buffer.from(batch);
          batch = '';
        }
      }
      if (batch) yield Buffer.from(batch);
    })(),
  );
}

/** `LOAD DATA LOCAL INFILE` of tab-separated lines (\N is NULL) into `table (columns)`; answers the rows loaded. */
async function loadRows(
  connection: Connection,
  table: string,
  columns: string[],
  lines: Iterable<string>,
): Promise<number> {
  const [result] = await connection.query({
    sql: `LOAD DATA LOCAL INFILE 'bench-${table}.tsv' INTO TABLE ${table} FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n' (${columns.join(', ')})`,
    infileStreamFactory: () => chunked(lines),
  });
  return (result as { affectedRows: number }).affectedRows;
}

function databaseUrl(serverUrl: string, database?: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database ?? ''}`;
  return url.toString();
}

/**
 * A game database of Cosmic's own tables with `count` characters (3 per account, 0.5% GMs, 1%
 * banned and 0.5% temporarily banned accounts, skewed levels like a live server) and 5 worn items
 * each, loaded with LOAD DATA LOCAL INFILE. Reused as it is when it already holds that world
 * (BENCH_RESEED=1 loads it again).
 */
export async function seedGameDatabase(
  serverUrl: string,
  database: string,
  count: number,
  reseed = false,
): Promise<SeedResult> {
  const started = Date.now();
  const url = databaseUrl(serverUrl, database);
  const admin = await createConnection({ uri: databaseUrl(serverUrl) });
  try {
    if (!reseed) {
      const [exists] = await admin.query(
        'SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
        [database, 'inventoryitems'],
      );
      if ((exists as unknown[]).length > 0) {
        const [[counts]] = (await admin.query(
          `SELECT (SELECT COUNT(*) FROM \`${database}\`.characters) AS characters, (SELECT COUNT(*) FROM \`${database}\`.inventoryitems) AS items, (SELECT COUNT(*) FROM \`${database}\`.accounts) AS accounts`,
        )) as unknown as [[{ characters: number; items: number; accounts: number }]];
        if (Number(counts.characters) === count && Number(counts.items) === count * ITEMS_PER_CHARACTER) {
          return {
            accounts: Number(counts.accounts),
            characters: count,
            wornItems: Number(counts.items),
            seconds: (Date.now() - started) / 1000,
            seeded: false,
          };
        }
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
  } finally {
    await admin.end();
  }
  await loadCosmicTables(url);
  const result = await seedCharacters(url, count);
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

/**
 * `count` characters with their accounts, 2,000 guilds and 5 worn items each, added to an existing
 * game database with the game's table names (Cosmic's own, or the site's managed demo tables), ids
 * after the highest there. Also used by bench/load (on its system's game database).
 */
export async function seedCharacters(gameUrl: string, count: number): Promise<SeedResult> {
  const started = Date.now();
  const connection = await createConnection({ uri: gameUrl });
  try {
    await connection.query("SET time_zone = '+00:00', unique_checks = 0, foreign_key_checks = 0");
    const next = async (table: string, column = 'id') => {
      const [[row]] = (await connection.query(`SELECT COALESCE(MAX(${column}), 0) AS id FROM ${table}`)) as unknown as [
        [{ id: number }],
      ];
      return Number(row.id);
    };
    const [lastAccount, lastCharacter, lastGuild] = [
      await next('accounts'),
      await next('characters'),
      await next('guilds', 'guildid'),
    ];
    await connection.query('INSERT INTO guilds (`name`) VALUES ?', [
      Array.from({ length: GUILDS }, (_, g) => [`Guild${g + 1}`]),
    ]);
    const [guildRows] = await connection.query('SELECT guildid FROM guilds WHERE guildid > ? ORDER BY guildid', [
      lastGuild,
    ]);
    const guildIds = (guildRows as Array<{ guildid: number }>).map((row) => row.guildid);
    const accountCount = Math.ceil(count / CHARACTERS_PER_ACCOUNT);
    const rnd = seededRandom(83);
    const now = Date.now();

    const accounts = function* () {
      for (let i = 0; i < accountCount; i += 1) {
        const roll = rnd();
        const banned = roll < 0.01 ? 1 : 0;
        const tempban = roll >= 0.01 && roll < 0.015 ? gameTime(now + 7 * 86_400_000) : NO_TEMPBAN;
        yield `${lastAccount + i + 1}\tbench${String(lastAccount + i).padStart(7, '0')}\t$2b$10$unusable\t${banned}\t${tempban}\t2026-01-01 00:00:00\n`;
      }
    };
    const accountsLoaded = await loadRows(
      connection,
      'accounts',
      ['id', '`name`', 'password', 'banned', 'tempban', 'lastlogin'],
      accounts(),
    );

    const characters = function* () {
      for (let i = 0; i < count; i += 1) {
        const line = JOB_LINES[Math.floor(rnd() * JOB_LINES.length)];
        const level = Math.min(200, Math.max(1, Math.floor(1 + 199 * Math.pow(rnd(), 2.2))));
        const gm = rnd() < 0.005;
        const job = gm ? (rnd() < 0.5 ? 900 : 910) : jobForLevel(line, level);
        const parts = 2 + Math.floor(rnd() * 2);
        let stem = '';
        for (let p = 0; p < parts; p += 1) stem += SYLLABLES[Math.floor(rnd() * SYLLABLES.length)];
        // Letters then the index in digits: unique (case-insensitively) within 12 characters.
        const suffix = String(i);
        const name = (stem.charAt(0).toUpperCase() + stem.slice(1)).slice(0, 12 - suffix.length) + suffix;
        const gender = rnd() < 0.55 ? 0 : 1;
        const guild = rnd() < 0.4 ? guildIds[Math.floor(rnd() * guildIds.length)] : 0;
        const lastGain = gameTime(now - Math.floor(rnd() * 90 * 24 * 3600 * 1000));
        yield (
          [
            lastCharacter + i + 1,
            lastAccount + 1 + Math.floor(i / CHARACTERS_PER_ACCOUNT),
            name,
            level,
            Math.floor(rnd() * 2_000_000_000),
            Math.max(0, Math.floor(level * rnd() * 1.5 - 10)),
            job,
            gender,
            Math.floor(rnd() * 10),
            (gender ? 21000 : 20000) + Math.floor(rnd() * 25),
            (gender ? 31000 : 30000) + Math.floor(rnd() * 80) * 10,
            guild,
            gm ? 6 : 0,
            lastGain,
          ].join('\t') + '\n'
        );
      }
    };
    const charactersLoaded = await loadRows(
      connection,
      'characters',
      [
        'id',
        'accountid',
        '`name`',
        'level',
        'exp',
        'fame',
        'job',
        'gender',
        'skincolor',
        'face',
        'hair',
        'guildid',
        'gm',
        'lastExpGainTime',
      ],
      characters(),
    );

    // type 1 (the character's), inventorytype -1 (equipped), position -slot; quantity, owner, flag, giftFrom as the game writes them.
    const worn = (id: number, item: number, position: number) => `1\t${id}\t${item}\t-1\t${position}\t1\t\t0\t\n`;
    const items = function* () {
      for (let i = 0; i < count; i += 1) {
        const id = lastCharacter + i + 1;
        const feet = i % 5 === 0 ? worn(id, 1002186, -101) : worn(id, 1072001, -7);
        yield (
          worn(id, 1002000 + (i % 20), -1) +
          worn(id, 1040002 + (i % 2) * 1000, -5) +
          worn(id, 1060002 + (i % 2) * 1000, -6) +
          feet +
          worn(id, 1302000 + (i % 7), -11)
        );
      }
    };
    const itemsLoaded = await loadRows(
      connection,
      'inventoryitems',
      ['type', 'characterid', 'itemid', 'inventorytype', 'position', 'quantity', 'owner', 'flag', 'giftFrom'],
      items(),
    );
    await connection.query('ANALYZE TABLE accounts, characters, guilds, inventoryitems');
    return {
      accounts: accountsLoaded,
      characters: charactersLoaded,
      wornItems: itemsLoaded,
      seconds: (Date.now() - started) / 1000,
      seeded: true,
    };
  } finally {
    await connection.end();
  }
}
