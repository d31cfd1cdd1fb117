import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postgresAnswers, redisServerInstalled, PROCESSES, WORKSPACE_ROOT } from '@henesys/runner';
import { useMigratedTemplate } from './template-database';
import { TEST_POSTGRES_URL } from './test-database';

/** Fails fast, with the fix, when what integration tests need is missing. */
export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  const missing = PROCESSES.filter((spec) => !existsSync(join(WORKSPACE_ROOT, spec.entry)));
  if (missing.length > 0)
    throw new Error(`Not built: ${missing.map((spec) => spec.entry).join(', ')}. Run \`npm run build\` first.`);
  if (!(await postgresAnswers(TEST_POSTGRES_URL)))
    throw new Error(`PostgreSQL does not answer at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL).`);
  if (!redisServerInstalled())
    throw new Error('redis-server is not installed (apt-get install redis-server): tests start their own.');
  await useMigratedTemplate();
}
