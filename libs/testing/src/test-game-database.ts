import { GameDatabase, seedDemoWorld, siteGrants } from '@henesys/game';
import { WORKSPACE_ROOT } from '@henesys/runner';
import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The MySQL/MariaDB server tests create their game databases on (root, empty password, here and on CI). */
export const TEST_GAME_SERVER_URL = process.env.TEST_GAME_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/';

/** Cosmic's own table files, beside the project (never committed: ../shared/data/cosmic/README.md). */
export const COSMIC_TABLES_DIR = join(WORKSPACE_ROOT, '..', 'shared', 'data', 'cosmic', 'tables');

/**
 * - `cosmic`: a real game server's schema, Cosmic's 24 table files loaded in name order; the site
 *   runs with GAME_SCHEMA_MANAGED=false and the test seeds the demo world itself.
 * - `managed`: an empty database; the site creates its demo tables and seeds them (as `npm start` does).
 */
export type GameSchemaKind = 'cosmic' | 'managed';

export interface TestGameDatabase {
  url: string;
  kind: GameSchemaKind;
  /** Environment for the processes: the URL and whether the site manages the schema. */
  env: NodeJS.ProcessEnv;
  /** A pool of its own for the test's reads and writes. */
  db: GameDatabase;
  drop(): Promise<void>;
}

function serverUrl(database?: string, server = TEST_GAME_SERVER_URL): string {
  const url = new URL(server);
  url.pathname = database ? `/${database}` : '/';
  return url.toString();
}

/** Loads Cosmic's table files into the database of `url`. */
export async function loadCosmicTables(url: string): Promise<void> {
  const connection = await createConnection({ uri: url, multipleStatements: true });
  try {
    for (const file of readdirSync(COSMIC_TABLES_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      await connection.query(readFileSync(join(COSMIC_TABLES_DIR, file), 'utf8'));
    }
  } finally {
    await connection.end();
  }
}

/** A fresh game database of its own for one test file; `cosmic` ones come with the demo world seeded. */
export async function createTestGameDatabase(
  label = 'test',
  kind: GameSchemaKind = 'cosmic',
  server = TEST_GAME_SERVER_URL,
  seed = { adminPassword: 'admin1234', memberPassword: 'member1234' },
): Promise<TestGameDatabase> {
  const name =
    `henesys_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.slice(
      0,
      64,
    );
  const admin = await createConnection({ uri: serverUrl(undefined, server) });
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
  } finally {
    await admin.end();
  }
  const url = serverUrl(name, server);
  const db = new GameDatabase({ url, poolSize: 4, timeoutMs: 30_000 });
  if (kind === 'cosmic') {
    await loadCosmicTables(url);
    await seedDemoWorld(db, seed);
  }
  return {
    url,
    kind,
    db,
    env: { GAME_DATABASE_URL: url, GAME_SCHEMA_MANAGED: kind === 'managed' ? 'true' : 'false' },
    drop: async () => {
      await db.close();
      const connection = await createConnection({ uri: serverUrl(undefined, server) });
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}

/**
 * A MySQL user with exactly the least privileges docs/game-server.md lists on the test's game database (siteGrants):
 * the URL the site's processes then use, and a drop for the user.
 */
export async function createLeastPrivilegeUser(
  game: TestGameDatabase,
): Promise<{ url: string; drop(): Promise<void> }> {
  const database = decodeURIComponent(new URL(game.url).pathname.slice(1));
  const name = `hs_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const user = `'${name}'@'%'`;
  await game.db.execute(`CREATE USER ${user} IDENTIFIED BY '${password}'`);
  for (const grant of siteGrants(database, user)) await game.db.execute(grant);
  const url = new URL(game.url);
  url.username = name;
  url.password = password;
  return { url: url.toString(), drop: async () => void (await game.db.execute(`DROP USER IF EXISTS ${user}`)) };
}
