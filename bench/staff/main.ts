/**
 * `npm run bench:staff`: the staff console's player search at a million characters. Reuses (or seeds)
 * the rankings benchmark's game database (`henesys_bench_rankings`: Cosmic's own tables, 1,000,000
 * characters, 333,334 accounts), starts auth, community and the gateway on it, signs in as an Admin and
 * sends `GET /api/staff/players?q=` for prefixes of real account and character names, emails and
 * addresses, one at a time, printing p50, p95 and the slowest per kind. Target: p95 under 200 ms.
 * Not part of `npm test`. BENCH_CHARACTERS (default 1000000), BENCH_SEARCHES (default 200 per kind) and
 * BENCH_NAME_INDEX=1 (measure with an index on characters.name, which Cosmic's tables do not have).
 */
import { GameDatabase } from '@henesys/game';
import { TestSystem } from '@henesys/testing';
import { hash } from 'bcrypt';
import { Client } from 'pg';
import { performance } from 'node:perf_hooks';
import { seedGameDatabase } from '../rankings/seed';

const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 1_000_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const GAME_SERVER_URL = process.env.BENCH_GAME_SERVER_URL ?? 'mysql://root@127.0.0.1:3306/';
const GAME_DATABASE = 'henesys_bench_rankings';
const TARGET_P95_MS = 200;
const ADMIN = { name: 'benchstaff', password: 'bench-staff-1234' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main(): Promise<void> {
  const seeded = await seedGameDatabase(GAME_SERVER_URL, GAME_DATABASE, CHARACTERS);
  console.log(
    `game database: ${seeded.characters.toLocaleString('en')} characters, ${seeded.accounts.toLocaleString('en')} accounts (${seeded.seeded ? `seeded in ${seeded.seconds.toFixed(0)} s` : 'reused'})`,
  );
  const gameUrl = new URL(GAME_SERVER_URL);
  gameUrl.pathname = `/${GAME_DATABASE}`;
  const game = new GameDatabase({ url: gameUrl.toString(), poolSize: 2, timeoutMs: 30_000 });
  await game.execute('DELETE FROM accounts WHERE `name` = ?', [ADMIN.name]);
  await game.execute('INSERT INTO accounts (`name`, password, email, birthday) VALUES (?, ?, ?, ?)', [
    ADMIN.name,
    await hash(ADMIN.password, 10),
    'benchstaff@example.com',
    '1990-01-01',
  ]);
  // Emails and last addresses on every 50th account (the emails also on their site users, below).
  await game.execute(
    "UPDATE accounts SET email = CONCAT(`name`, '@example.com'), ip = CONCAT('10.', id % 250, '.', (id DIV 250) % 250, '.', id % 7) WHERE id % 50 = 0 AND `name` <> ?",
    [ADMIN.name],
  );
  // BENCH_NAME_INDEX=1: with the index on characters.name that Cosmic's tables lack (an operator may add
  // it: the game never relies on its absence); 0 (default): Cosmic's tables as they are.
  const nameIndex =
    (await game.rows('SHOW INDEX FROM characters WHERE Key_name = ?', ['henesys_bench_name'])).length > 0;
  if (process.env.BENCH_NAME_INDEX === '1' && !nameIndex)
    await game.execute('CREATE INDEX henesys_bench_name ON characters (`name`)');
  if (process.env.BENCH_NAME_INDEX !== '1' && nameIndex)
    await game.execute('DROP INDEX henesys_bench_name ON characters');
  console.log(`index on characters.name: ${process.env.BENCH_NAME_INDEX === '1' ? 'yes' : "no (Cosmic's tables)"}`);
  const gameEnv = { GAME_DATABASE_URL: gameUrl.toString(), GAME_SCHEMA_MANAGED: 'false' };
  const system = await TestSystem.start({
    label: 'bench_staff',
    game: 'managed',
    processes: ['auth', 'community', 'gateway'],
    env: {
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DEFAULT: '1000000000/60',
      RATE_LIMIT_LOGIN: '1000/60',
    },
    envFor: { auth: gameEnv },
  });
  const db = new Client({ connectionString: system.database.url });
  try {
    await db.connect();
    await system.login(ADMIN.name, ADMIN.password);
    await db.query(`UPDATE auth.users SET role = 'Admin' WHERE username = $1`, [ADMIN.name]);
    const token = await system.login(ADMIN.name, ADMIN.password);
    // Site users (with their emails, where the search looks for emails) for the accounts that have one.
    const withEmail = await game.rows<{ id: number; name: string; email: string }>(
      'SELECT id, `name`, email FROM accounts WHERE email IS NOT NULL AND `name` <> ?',
      [ADMIN.name],
    );
    for (let start = 0; start < withEmail.length; start += 1_000) {
      const batch = withEmail.slice(start, start + 1_000);
      await db.query(
        `INSERT INTO auth.users (username, email, birthday, game_account_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::int[]) ON CONFLICT DO NOTHING`,
        [batch.map((a) => a.name), batch.map((a) => a.email), batch.map(() => '2000-01-01'), batch.map((a) => a.id)],
      );
    }
    await db.query('ANALYZE auth.users');
    const sample = async (sql: string) =>
      (await game.rows<{ v: string }>(sql, [SEARCHES])).map((row) => row.v).filter(Boolean);
    const kinds: Record<string, string[]> = {
      'character name (4 letters)': (
        await sample('SELECT `name` AS v FROM characters WHERE id % 4999 = 1 ORDER BY RAND() LIMIT ?')
      ).map((name) => name.slice(0, 4)),
      'account name (full)': await sample(
        'SELECT `name` AS v FROM accounts WHERE id % 1999 = 3 ORDER BY RAND() LIMIT ?',
      ),
      'email (to the @)': (
        await sample('SELECT email AS v FROM accounts WHERE email IS NOT NULL ORDER BY RAND() LIMIT ?')
      ).map((email) => email.slice(0, email.indexOf('@') + 1)),
      'address (3 octets)': (
        await sample('SELECT ip AS v FROM accounts WHERE ip IS NOT NULL ORDER BY RAND() LIMIT ?')
      ).map((ip) => ip.split('.').slice(0, 3).join('.')),
    };
    let worst = 0;
    for (const [kind, prefixes] of Object.entries(kinds)) {
      const times: number[] = [];
      let hits = 0;
      for (const q of prefixes) {
        const started = performance.now();
        const answer = await system.api('GET', `/api/staff/players?q=${encodeURIComponent(q)}`, token);
        times.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`search ${q}: ${answer.status} ${JSON.stringify(answer.body)}`);
        hits += answer.body.players.length;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      worst = Math.max(worst, p95);
      console.log(
        `${kind.padEnd(28)} ${String(times.length).padStart(4)} searches  p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times[times.length - 1].toFixed(1)} ms  (${(hits / times.length).toFixed(1)} players a search)`,
      );
    }
    console.log(
      `player search p95 (worst kind): ${worst.toFixed(1)} ms, target under ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await db.end();
    await system.stop();
    await game.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
