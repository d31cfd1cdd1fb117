import {
  dropDatabase,
  ensureDatabase,
  generateSecrets,
  PROCESSES,
  WORKSPACE_ROOT,
  withDatabase,
} from '@henesys/runner';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { TEMPLATE_DATABASE_ENV, TEST_POSTGRES_URL } from './test-database';
import { TEST_GAME_SERVER_URL } from './test-game-database';
import { testProcessEnv } from './test-process-env';

const SERVICES_WITH_A_SCHEMA = PROCESSES.filter((spec) => spec.name !== 'gateway');

/**
 * A database with every service's migrations applied, made once and reused while the built
 * migrations stay the same (its name holds their hash): each test database is then a copy
 * (`CREATE DATABASE ... TEMPLATE`), so no test system migrates at start.
 */
export async function useMigratedTemplate(): Promise<void> {
  process.env[TEMPLATE_DATABASE_ENV] = await ensureMigratedTemplate();
}

async function ensureMigratedTemplate(): Promise<string> {
  const name = `henesys_template_${migrationsHash()}`;
  if (await databaseExists(name)) return name;
  const building = `${name}_${randomBytes(3).toString('hex')}`;
  const buildingUrl = withDatabase(TEST_POSTGRES_URL, building);
  await ensureDatabase(buildingUrl);
  try {
    await Promise.all(SERVICES_WITH_A_SCHEMA.map((spec) => migrate(spec.entry, buildingUrl)));
    // Another run may have made it meanwhile: then this copy is dropped and theirs used.
    await sql(`ALTER DATABASE "${building}" RENAME TO "${name}"`).catch(async (error: unknown) => {
      if (!(await databaseExists(name))) throw error;
    });
  } finally {
    await dropDatabase(buildingUrl);
  }
  return name;
}

/** The built migrations of every service: a new build of any of them makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const spec of SERVICES_WITH_A_SCHEMA) {
    const dir = join(WORKSPACE_ROOT, spec.entry, '..', 'migrations');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((entry) => entry.endsWith('.js'))
      .sort()) {
      hash.update(`${spec.name}/${file}\n`).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Runs one service's `--migrate-only` against the database, as a process of its own like the service itself. */
function migrate(entry: string, databaseUrl: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...testProcessEnv(),
    DATABASE_URL: databaseUrl,
    // Required by the services' settings, never reached: migrating touches only PostgreSQL.
    REDIS_URL: 'redis://127.0.0.1:6379',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    GAME_DATABASE_URL: new URL('/unused', TEST_GAME_SERVER_URL).toString(),
    GAME_SCHEMA_MANAGED: 'false',
    ...generateSecrets(),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(WORKSPACE_ROOT, entry), '--migrate-only'], {
      cwd: WORKSPACE_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${entry} --migrate-only exited with ${code}:\n${output}`)),
    );
  });
}

async function databaseExists(name: string): Promise<boolean> {
  const result = await sql('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return result.rowCount === 1;
}

async function sql(text: string, values: unknown[] = []): Promise<{ rowCount: number | null }> {
  const client = new Client({ connectionString: withDatabase(TEST_POSTGRES_URL, 'postgres') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
