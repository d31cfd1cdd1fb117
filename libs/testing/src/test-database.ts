import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase, withDatabase } from '@henesys/runner';

/** The server tests create their databases on (trust auth on loopback here and on CI). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Set by the global setup: the migrated database (template-database.ts) each test database is a copy of. */
export const TEMPLATE_DATABASE_ENV = 'HENESYS_TEST_TEMPLATE_DATABASE';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own for one test file, so runs and developers never collide: migrated
 * already when the global setup made a template, else empty (the services migrate it at start).
 */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `henesys_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = withDatabase(TEST_POSTGRES_URL, name);
  await ensureDatabase(url, process.env[TEMPLATE_DATABASE_ENV]);
  return { url, drop: () => dropDatabase(url) };
}
