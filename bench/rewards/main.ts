/**
 * `npm run bench:rewards`: 1,000 donations completed at once. Starts its own system (auth, accounts,
 * donations, worker, gateway) on a database of its own, creates BENCH_DONATIONS pending NX donations
 * spread over 100 players, completes them all in parallel through the admin API, and prints how
 * long it took until every reward was delivered, the deliveries per second, and the counts
 * (each donation delivered exactly once). Not part of `npm test`. Needs `npm run build` first.
 */
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { performance } from 'node:perf_hooks';

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 1_000);
const PLAYERS = 100;
const PARALLEL_REQUESTS = 50;

async function main(): Promise<void> {
  const system = await TestSystem.start({
    label: 'bench_rewards',
    processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
    env: { LOG_LEVEL: 'error', RPC_TIMEOUT_MS: '30000', RATE_LIMIT_DEFAULT: '1000000/60', RATE_LIMIT_LOGIN: '1000/60' },
    envFor: { donations: { DELIVERY_WAIT_MS: '0' }, worker: { WORKER_CONCURRENCY: '10' } },
  });
  const db = new Client({ connectionString: system.database.url });
  await db.connect();
  try {
    const login = await system.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin1234' }) });
    const { token } = (await login.json()) as { token: string };

    await db.query(`INSERT INTO game.accounts (name, password) SELECT 'bench' || i, 'x' FROM generate_series(1, $1) i ON CONFLICT DO NOTHING`, [PLAYERS]);
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, amount_usd, payment_method)
       SELECT 100000 + (i % $2), 'bench' || (1 + i % $2), 'bench@example.com', 'nx5', '5,000 NX', false, 5, 'crypto-BTC'
       FROM generate_series(1, $1) i RETURNING id`,
      [DONATIONS, PLAYERS],
    );
    const ids: number[] = rows.map((row) => row.id);

    const started = performance.now();
    let next = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_REQUESTS }, async () => {
        while (next < ids.length) {
          const id = ids[next++];
          const response = await system.fetch(`/api/donations/${id}/status`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ status: 'completed' }),
          });
          if (response.status !== 200) refused += 1;
          await response.arrayBuffer();
        }
      }),
    );
    const completedMs = performance.now() - started;

    let delivered = 0;
    while (delivered < ids.length && performance.now() - started < 300_000) {
      delivered = (await db.query(`SELECT count(*)::int AS n FROM worker.deliveries WHERE state = 'delivered' AND donation_id = ANY($1::int[])`, [ids])).rows[0].n;
      if (delivered < ids.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deliveredMs = performance.now() - started;
    const credits = (await db.query(`SELECT count(*)::int AS n, count(DISTINCT source_key)::int AS keys FROM game.nx_credits WHERE source_key = ANY($1::text[])`, [ids.map((id) => `donation:${id}`)])).rows[0];
    const prepaid = (await db.query(`SELECT sum(nx_prepaid)::bigint AS nx FROM game.accounts WHERE name LIKE 'bench%'`)).rows[0].nx;

    console.log('');
    console.log(`  donations completed at once     ${ids.length} (${PARALLEL_REQUESTS} admin requests in flight, ${refused} refused)`);
    console.log(`  all status changes answered in  ${(completedMs / 1000).toFixed(2)} s`);
    console.log(`  all rewards delivered after     ${(deliveredMs / 1000).toFixed(2)} s`);
    console.log(`  deliveries per second           ${(delivered / (deliveredMs / 1000)).toFixed(1)}`);
    console.log(`  delivered / NX ledger rows      ${delivered} / ${credits.n} (distinct keys ${credits.keys})`);
    console.log(`  prepaid NX credited             ${prepaid} (expected ${ids.length * 5000})`);
    const exact = delivered === ids.length && credits.n === ids.length && Number(prepaid) === ids.length * 5000;
    console.log(`  exactly once                    ${exact ? 'yes' : 'NO'}`);
    if (!exact) process.exitCode = 1;
  } finally {
    await db.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
