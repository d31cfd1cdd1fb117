import { seededRandom } from '@henesys/accounts-service/dist/demo/random';
import { Client } from 'pg';
import { copyRows } from './pg-copy';

const SYLLABLES = ['ka', 'mi', 'ro', 'shi', 'ra', 'no', 've', 'lu', 'ta', 'zen', 'mo', 'ri', 'ba', 'dor', 'el', 'fi', 'gar', 'hi', 'jin', 'ko', 'lyn', 'mar', 'nia', 'pyo', 'qu', 'sol', 'tor', 'uri', 'vex', 'wyn', 'xia', 'yu'];
const LINES = [
  [100, 110, 111, 112], [100, 120, 121, 122], [100, 130, 131, 132], [200, 210, 211, 212], [200, 220, 221, 222], [200, 230, 231, 232],
  [300, 310, 311, 312], [300, 320, 321, 322], [400, 410, 411, 412], [400, 420, 421, 422], [500, 510, 511, 512], [500, 520, 521, 522],
  [1100, 1110, 1111], [1200, 1210, 1211], [1300, 1310, 1311], [1400, 1410, 1411], [1500, 1510, 1511], [2100, 2110, 2111, 2112],
];
const CHARACTERS_PER_ACCOUNT = 3;
const GUILDS = 2_000;

export interface SeedResult {
  accounts: number;
  characters: number;
  equippedItems: number;
  /** A name fragment of a real character, for the search scenario. */
  sampleName: string;
  seconds: number;
}

function jobFor(line: number[], level: number): number {
  const advancement = [10, 30, 70, 120].filter((min) => level >= min).length;
  if (advancement === 0) return line[0] >= 2000 ? 2000 : line[0] >= 1000 ? 1000 : 0;
  return line[Math.min(advancement, line.length) - 1];
}

/** `count` characters (3 per account, 5 equipped items each, 0.5% GMs, 1% banned accounts) with COPY. */
export async function seedCharacters(databaseUrl: string, count: number): Promise<SeedResult> {
  const started = Date.now();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const next = async (table: string) => Number((await client.query(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`)).rows[0].id);
    const [firstAccount, firstCharacter] = [await next('game.accounts'), await next('game.characters')];
    await client.query(`INSERT INTO game.guilds (name) SELECT 'Guild' || g FROM generate_series(1, ${GUILDS}) g ON CONFLICT DO NOTHING`);
    const guildIds: number[] = (await client.query('SELECT id FROM game.guilds ORDER BY id')).rows.map((row: { id: number }) => row.id);
    const accountCount = Math.ceil(count / CHARACTERS_PER_ACCOUNT);

    const rnd = seededRandom(83);
    const accounts = function* () {
      for (let i = 0; i < accountCount; i += 1) {
        const banned = rnd() < 0.01 ? 't' : 'f';
        yield `${firstAccount + i}\tbench${String(i).padStart(7, '0')}\t$2b$10$unusable\t${banned}\t0\n`;
      }
    };
    const accountsCopied = await copyRows(client, 'game.accounts', ['id', 'name', 'password', 'banned', 'gm_level'], accounts());

    const now = Date.now();
    let sampleName = '';
    const characters = function* () {
      for (let i = 0; i < count; i += 1) {
        const line = LINES[Math.floor(rnd() * LINES.length)];
        const level = Math.min(200, Math.max(1, Math.floor(1 + 199 * Math.pow(rnd(), 2.2))));
        const gm = rnd() < 0.005;
        const job = gm ? (rnd() < 0.5 ? 900 : 910) : jobFor(line, level);
        const parts = 2 + Math.floor(rnd() * 2);
        let stem = '';
        for (let p = 0; p < parts; p += 1) stem += SYLLABLES[Math.floor(rnd() * SYLLABLES.length)];
        // Letters then the index in digits: unique (case-insensitively) within 12 characters.
        const suffix = String(i);
        const name = (stem.charAt(0).toUpperCase() + stem.slice(1)).slice(0, 12 - suffix.length) + suffix;
        if (i === Math.floor(count / 2)) sampleName = name;
        const gender = rnd() < 0.55 ? 0 : 1;
        const guild = rnd() < 0.4 ? guildIds[Math.floor(rnd() * guildIds.length)] : '\\N';
        const lastGain = new Date(now - Math.floor(rnd() * 90 * 24 * 3600 * 1000)).toISOString();
        yield [
          firstCharacter + i, firstAccount + Math.floor(i / CHARACTERS_PER_ACCOUNT), name, level, Math.floor(rnd() * 2_000_000_000),
          Math.max(0, Math.floor(level * rnd() * 1.5 - 10)), job, gender, Math.floor(rnd() * 10), (gender ? 21000 : 20000) + Math.floor(rnd() * 25),
          (gender ? 31000 : 30000) + Math.floor(rnd() * 80) * 10, guild, gm ? 6 : 0, lastGain,
        ].join('\t') + '\n';
      }
    };
    const charactersCopied = await copyRows(
      client,
      'game.characters',
      ['id', 'account_id', 'name', 'level', 'exp', 'fame', 'job', 'gender', 'skin_color', 'face', 'hair', 'guild_id', 'gm_level', 'last_exp_gain_at'],
      characters(),
    );

    const items = function* () {
      for (let i = 0; i < count; i += 1) {
        const id = firstCharacter + i;
        yield `${id}\t1\t${1002000 + (i % 20)}\n${id}\t5\t${1040002 + (i % 2) * 1000}\n${id}\t6\t${1060002 + (i % 2) * 1000}\n${id}\t7\t1072001\n${id}\t11\t${1302000 + (i % 7)}\n`;
      }
    };
    const itemsCopied = await copyRows(client, 'game.equipped_items', ['character_id', 'slot', 'item_id'], items());

    await client.query("SELECT setval(pg_get_serial_sequence('game.accounts', 'id'), (SELECT max(id) FROM game.accounts))");
    await client.query("SELECT setval(pg_get_serial_sequence('game.characters', 'id'), (SELECT max(id) FROM game.characters))");
    await client.query('ANALYZE game.accounts, game.characters, game.equipped_items, game.guilds');
    return { accounts: accountsCopied, characters: charactersCopied, equippedItems: itemsCopied, sampleName, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
