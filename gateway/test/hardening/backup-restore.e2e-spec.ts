import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dropDatabase, withDatabase, WORKSPACE_ROOT } from '@henesys/runner';
import { recordReliability, TEST_POSTGRES_URL, TestSystem } from '@henesys/testing';
import { Client } from 'pg';

/**
 * Backups (issue #12): infra/backup/backup.sh dumps a running system's database, restore.sh puts it
 * into a new database, and a new system started on that database is the same site: every table holds
 * the same rows, the players log in, their donation (delivered once, never again) and the article are
 * there, and new rows follow the old ones.
 */
jest.setTimeout(120_000);

const SUITE = 'hardening-backup-restore';
const SCRIPTS = join(WORKSPACE_ROOT, 'infra/backup');
const run = promisify(execFile);
const SERVICE_SCHEMAS = ['accounts', 'auth', 'community', 'content', 'donations', 'rankings', 'worker'];
const PLAYER = { username: 'backupuser', email: 'backup@example.com', password: 'backup1234', birthday: '1990-01-01' };
const ARTICLE = {
  category: 'news',
  title: 'Backed up and restored',
  content: 'This article **survives** a restore.',
  slug: 'backed-up-and-restored',
  status: 'active',
};

/** Every table's row count and every sequence's position, by qualified name. */
async function snapshot(
  url: string,
): Promise<{ rows: Record<string, number>; sequences: Record<string, string | null> }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const rows: Record<string, number> = {};
    for (const { name } of tables)
      rows[name] = Number((await client.query(`SELECT count(*) FROM ${name}`)).rows[0].count);
    const { rows: sequences } = await client.query(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences ORDER BY 1`,
    );
    return { rows, sequences: Object.fromEntries(sequences.map((sequence) => [sequence.name, sequence.value])) };
  } finally {
    await client.end();
  }
}

/** Polls until two snapshots taken `gapMs` apart agree (queued activity lines written, rebuilds done). */
async function quietSnapshot(url: string, gapMs = 500, timeoutMs = 20_000): ReturnType<typeof snapshot> {
  const deadline = Date.now() + timeoutMs;
  let last = await snapshot(url);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    const next = await snapshot(url);
    if (JSON.stringify(next) === JSON.stringify(last) || Date.now() > deadline) return next;
    last = next;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

describe('backup.sh and restore.sh: a restored database runs the same site', () => {
  let source: TestSystem | undefined;
  let restored: TestSystem | undefined;
  const restoredUrl = withDatabase(TEST_POSTGRES_URL, `henesys_restored_${Date.now().toString(36)}`);
  const folder = mkdtempSync(join(tmpdir(), 'henesys-backup-'));
  let dumpFile = '';
  let before: Awaited<ReturnType<typeof snapshot>>;
  let donationId = 0;
  let siteWorked = false;
  const figures = {
    'dump bytes': 0,
    'dump ms': 0,
    'restore ms': 0,
    'tables compared': 0,
    'rows compared': 0,
    'tables differing': -1,
  };

  beforeAll(async () => {
    source = await TestSystem.start({
      label: 'backup_source',
      // No scheduled rankings rebuild during the dump: its swap would change rows while backup.sh runs.
      envFor: { donations: { DELIVERY_WAIT_MS: '10000' }, rankings: { RANKINGS_REFRESH_SECONDS: '3600' } },
      env: { RPC_TIMEOUT_MS: '12000' },
    });
    // The rebuild at start, done before any row is counted (the first one may still be running).
    await source.send('rankings.refresh', {}, 60_000);
  }, 120_000);

  afterAll(async () => {
    await restored?.stop();
    await source?.stop();
    await dropDatabase(restoredUrl).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    recordReliability(SUITE, {
      section: 'Backups',
      case: 'backup.sh of a running system, restore.sh into a new database, the site started on it',
      result: `${figures['tables compared']} tables, ${figures['rows compared']} rows compared, ${figures['tables differing']} differing; ${
        siteWorked
          ? 'the site ran from the restore: logins, the delivered donation (not delivered again) and the article were there'
          : 'the site did NOT run correctly from the restore'
      }`,
      figures,
    });
  });

  it('makes data through the site: a player, a completed donation (delivered), an article', async () => {
    const system = source as TestSystem;
    expect((await system.api('POST', '/api/auth/register', undefined, PLAYER)).status).toBe(201);
    const [admin, player] = await Promise.all([
      system.login('admin', 'admin1234'),
      system.login(PLAYER.username, PLAYER.password),
    ]);
    const submitted = await system.api('POST', '/api/user/donations/submit', player, {
      packageId: 'nx10',
      paymentMethod: 'paypal',
    });
    donationId = submitted.body.donation.id;
    expect(
      (
        await system.api('PATCH', `/api/user/donations/${donationId}/transaction-code`, player, {
          transactionCode: 'BACKUP-GIFT-0001',
        })
      ).status,
    ).toBe(200);
    const completed = await system.api('PUT', `/api/donations/${donationId}/status`, admin, {
      status: 'completed',
      adminNotes: 'paid, checked',
    });
    expect(completed.status).toBe(200);
    expect((await system.api('POST', '/api/admin/content/articles', admin, ARTICLE)).status).toBe(201);
    const listed = await system.api('GET', '/api/donations?status=all&limit=50', admin);
    expect(listed.body.donations.find((donation: { id: number }) => donation.id === donationId)?.delivery.state).toBe(
      'delivered',
    );
  });

  it('dumps the whole live database, every service schema included, with backup.sh', async () => {
    const url = (source as TestSystem).database.url;
    before = await quietSnapshot(url);
    const [{ stdout }, ms] = await timed(() =>
      run('bash', [join(SCRIPTS, 'backup.sh'), url, join(folder, 'nightly', 'henesys.dump')]),
    );
    dumpFile = stdout.trim();
    expect(dumpFile).toBe(join(folder, 'nightly', 'henesys.dump'));
    figures['dump ms'] = ms;
    figures['dump bytes'] = statSync(dumpFile).size;
    const { stdout: contents } = await run('pg_restore', ['--list', dumpFile], { maxBuffer: 16 * 1024 * 1024 });
    const schemas = [...contents.matchAll(/ SCHEMA - (\w+) /g)].map((match) => match[1]).sort();
    expect(schemas).toEqual(expect.arrayContaining(SERVICE_SCHEMAS));
    // Nothing moved while it ran, so the dump must hold exactly these rows.
    expect(await snapshot(url)).toEqual(before);
  });

  it('restores into a new database with restore.sh: the same rows in every table, the same sequences', async () => {
    const [, ms] = await timed(() => run('bash', [join(SCRIPTS, 'restore.sh'), dumpFile, restoredUrl]));
    figures['restore ms'] = ms;
    const after = await snapshot(restoredUrl);
    const tables = Object.keys(before.rows);
    figures['tables compared'] = tables.length;
    figures['rows compared'] = Object.values(before.rows).reduce((sum, count) => sum + count, 0);
    figures['tables differing'] =
      tables.filter((table) => after.rows[table] !== before.rows[table]).length +
      Object.keys(after.rows).filter((table) => !(table in before.rows)).length;
    expect(after).toEqual(before);
    expect(before.rows['donations.donations']).toBeGreaterThan(0);
    expect(before.rows['worker.deliveries']).toBeGreaterThan(0);
  });

  it('refuses to restore over a database that holds data', async () => {
    const refused = await run('bash', [join(SCRIPTS, 'restore.sh'), dumpFile, restoredUrl]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 3, stderr: expect.stringContaining('is not empty') });
  });

  it('runs the site from the restored database: logins, the donation delivered once, the article, new rows after the old', async () => {
    // The game database is the game server's, not part of this backup: the restored site runs on the same one.
    const running = source as TestSystem;
    for (const name of running.processes) await running.stopProcess(name);
    restored = await TestSystem.start({
      label: 'backup_restored',
      databaseUrl: restoredUrl,
      env: { GAME_DATABASE_URL: running.game.url, GAME_SCHEMA_MANAGED: 'false' },
      envFor: { worker: { RECONCILE_SECONDS: '1' } },
    });
    const [admin, player] = await Promise.all([
      restored.login('admin', 'admin1234'),
      restored.login(PLAYER.username, PLAYER.password),
    ]);
    expect([typeof admin, typeof player]).toEqual(['string', 'string']);

    const mine = await restored.api('GET', '/api/user/donations?limit=50', player);
    expect(mine.body.donations).toEqual([
      expect.objectContaining({ id: donationId, status: 'completed', transaction_code: 'BACKUP-GIFT-0001' }),
    ]);
    const listed = await restored.api('GET', '/api/donations?status=all&limit=50', admin);
    const donation = listed.body.donations.find((entry: { id: number }) => entry.id === donationId);
    expect(donation).toMatchObject({
      delivery: { state: 'delivered' },
      audit: [expect.objectContaining({ to: 'completed', notes: 'paid, checked' })],
    });

    const news = await restored.api('GET', '/api/news');
    expect(news.body.news.map((item: { title: string }) => item.title)).toContain(ARTICLE.title);
    expect((await restored.fetch(`/news/${ARTICLE.slug}`)).status).toBe(200);

    // The reconciler (every second here) finds nothing owed: the delivery row came back with the donation.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const now = await snapshot(restoredUrl);
    for (const table of ['worker.deliveries', 'donations.donations', 'content.articles'])
      expect({ table, rows: now.rows[table] }).toEqual({ table, rows: before.rows[table] });
    expect(
      await running.game.db.rows('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key = ?', [
        `donation:${donationId}`,
      ]),
    ).toEqual([{ n: 1 }]);

    const newcomer = await restored.api('POST', '/api/auth/register', undefined, {
      ...PLAYER,
      username: 'afterrestore',
      email: 'after@example.com',
    });
    expect(newcomer.status).toBe(201);
    expect(
      (
        await restored.api(
          'POST',
          '/api/user/donations/submit',
          await restored.login('afterrestore', PLAYER.password),
          { packageId: 'nx5', paymentMethod: 'paypal' },
        )
      ).body.donation.id,
    ).toBeGreaterThan(donationId);
    siteWorked = true;
  });
});
