/**
 * `npm run bench:rewards`: 1,000 donations completed at once, delivered into the game's own database
 * (MariaDB/MySQL, Cosmic's tables). Starts its own system (auth, accounts, donations, worker, gateway)
 * on databases of its own, creates BENCH_DONATIONS pending donations spread over 100 game accounts
 * (one character each): four in five 5,000 NX packages, one in five Founder Packs of every tier;
 * completes them all in parallel through the admin API, and prints how long it took until every
 * reward was delivered, the deliveries per second, and every reward counted in the game's tables
 * (NX grants, delivery keys, Duey packages and their items, medals, notes, pet coupons): each exactly once.
 * BENCH_DRAIN=true stops the worker while the completions are queued and times the worker alone from its start.
 * Not part of `npm test`. Needs `npm run build` first.
 */
import { FOUNDER_PACKS } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { performance } from 'node:perf_hooks';

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 1_000);
const PLAYERS = 100;
const PARALLEL_REQUESTS = 50;
/** Every FOUNDER_EVERY-th donation is a Founder Pack (tiers in turn), the others 5,000 NX. */
const FOUNDER_EVERY = 5;
/** BENCH_DRAIN=true: the worker is stopped while the admin completes them all, then started: times the worker alone. */
const DRAIN = process.env.BENCH_DRAIN === 'true';

interface Planned {
  player: number;
  packageId: string;
  nx: number;
  founder: boolean;
  pets: number;
}

function plan(index: number): Planned {
  const player = 1 + (index % PLAYERS);
  if (index % FOUNDER_EVERY !== 0) return { player, packageId: 'nx5', nx: 5_000, founder: false, pets: 0 };
  const pack = FOUNDER_PACKS[(index / FOUNDER_EVERY) % FOUNDER_PACKS.length];
  return { player, packageId: pack.id, nx: pack.rewards.prepaidNx, founder: true, pets: pack.rewards.pets };
}

async function main(): Promise<void> {
  const system = await TestSystem.start({
    label: 'bench_rewards',
    processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
    env: { LOG_LEVEL: 'error', RPC_TIMEOUT_MS: '30000', RATE_LIMIT_DEFAULT: '1000000/60', RATE_LIMIT_LOGIN: '1000/60' },
    envFor: {
      donations: { DELIVERY_WAIT_MS: '0' },
      worker: { WORKER_CONCURRENCY: '10', GAME_DATABASE_POOL_SIZE: '12' },
    },
  });
  const db = new Client({ connectionString: system.database.url });
  await db.connect();
  const game = system.game.db;
  const count = async (sql: string, params: Array<string | number | Array<string | number>> = []) =>
    Number((await game.rows<{ n: number }>(sql, params))[0].n);
  try {
    const login = await system.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    const { token } = (await login.json()) as { token: string };

    // The players' game accounts, one character each (the game creates them; here the bench does). A Founder
    // Pack is one per site user (a unique index), so each gets a site user id of its own.
    await game.execute('INSERT INTO accounts (`name`, password) VALUES ?', [
      Array.from({ length: PLAYERS }, (_, i) => [`bench${i + 1}`, 'x']),
    ]);
    await game.execute(
      "INSERT INTO characters (accountid, world, `name`) SELECT id, 0, CONCAT('BenchHero', SUBSTRING(`name`, 6)) FROM accounts WHERE `name` LIKE 'bench%'",
    );
    const plans = Array.from({ length: DONATIONS }, (_, index) => plan(index));
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
       SELECT CASE WHEN p.founder THEN 200000 + p.n ELSE 100000 + p.player END, 'bench' || p.player, 'bench@example.com', p.package_id, p.package_id, p.founder, CASE WHEN p.founder THEN 'BenchHero' || p.player END, 5, 'crypto-BTC'
       FROM unnest($1::int[], $2::text[], $3::boolean[]) WITH ORDINALITY AS p(player, package_id, founder, n) ORDER BY p.n RETURNING id`,
      [plans.map((p) => p.player), plans.map((p) => p.packageId), plans.map((p) => p.founder)],
    );
    const ids: number[] = rows.map((row) => row.id);
    const keys = ids.map((id) => `donation:${id}`);
    const founders = plans.filter((p) => p.founder).length;
    const expected = {
      grants: ids.length,
      deliveryKeys: ids.length,
      dueyPackages: founders * 5,
      dueyItems: founders * 4,
      medals: founders,
      notes: founders,
      petCoupons: plans.reduce((sum, p) => sum + p.pets, 0),
      nx: plans.reduce((sum, p) => sum + p.nx, 0),
    };

    if (DRAIN) await system.stopProcess('worker');
    let started = performance.now();
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
    let completedMs = performance.now() - started;
    if (DRAIN) {
      console.log(
        `  (drain: ${ids.length} completions queued in ${(completedMs / 1000).toFixed(2)} s with the worker stopped; starting it)`,
      );
      await system.startProcess('worker');
      started = performance.now();
      completedMs = 0;
    }

    let delivered = 0;
    while (delivered < ids.length && performance.now() - started < 300_000) {
      delivered = (
        await db.query(
          `SELECT count(*)::int AS n FROM worker.deliveries WHERE state = 'delivered' AND donation_id = ANY($1::int[])`,
          [ids],
        )
      ).rows[0].n;
      if (delivered < ids.length) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deliveredMs = performance.now() - started;
    const span = (
      await db.query(
        `SELECT extract(epoch FROM max(updated_at) - min(updated_at)) * 1000 AS ms FROM worker.deliveries WHERE donation_id = ANY($1::int[])`,
        [ids],
      )
    ).rows[0];
    // Let any straggler (a duplicate, were there one) land before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const heroes = "SELECT c.id FROM characters c WHERE c.`name` LIKE 'BenchHero%'";
    const found = {
      grants: await count('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key IN (?)', [keys]),
      deliveryKeys: await count('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key IN (?)', [keys]),
      dueyPackages: await count(`SELECT count(*) AS n FROM dueypackages WHERE ReceiverId IN (${heroes})`),
      dueyItems: await count(
        `SELECT count(*) AS n FROM inventoryitems i JOIN dueypackages p ON p.PackageId = i.characterid WHERE i.type = 9 AND p.ReceiverId IN (${heroes})`,
      ),
      medals: await count(
        `SELECT count(*) AS n FROM inventoryequipment e JOIN inventoryitems i ON i.inventoryitemid = e.inventoryitemid JOIN dueypackages p ON p.PackageId = i.characterid WHERE i.type = 9 AND i.itemid = 1142000 AND p.ReceiverId IN (${heroes})`,
      ),
      notes: await count("SELECT count(*) AS n FROM notes WHERE `to` LIKE 'BenchHero%'"),
      petCoupons: await count('SELECT count(*) AS n FROM nxcode_items WHERE type = 5 AND item = 5000028'),
      nx: await count('SELECT COALESCE(SUM(amount), 0) AS n FROM henesys_nx_grants WHERE source_key IN (?)', [keys]),
    };
    const distinctKeys = await count(
      'SELECT count(DISTINCT source_key) AS n FROM henesys_nx_grants WHERE source_key IN (?)',
      [keys],
    );

    console.log('');
    console.log(
      `  donations completed at once     ${ids.length} (${ids.length - founders} NX packages, ${founders} Founder Packs; ${PARALLEL_REQUESTS} admin requests in flight, ${refused} refused)`,
    );
    console.log(
      DRAIN
        ? '  worker started (ready) at        0.00 s'
        : `  all status changes answered in  ${(completedMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `  all rewards delivered after     ${(deliveredMs / 1000).toFixed(2)} s${deliveredMs <= 10_000 ? ' (target 10 s: met)' : ' (target 10 s: MISSED)'}`,
    );
    console.log(`  deliveries per second           ${(delivered / (deliveredMs / 1000)).toFixed(1)}`);
    console.log(
      `  worker: first to last delivery  ${(Number(span.ms) / 1000).toFixed(2)} s; last one ${((deliveredMs - completedMs) / 1000).toFixed(2)} s after the last status change was answered`,
    );
    console.log(`  delivered (Postgres)            ${delivered} of ${ids.length}`);
    for (const [what, want] of Object.entries(expected)) {
      const got = found[what as keyof typeof found];
      console.log(`  ${`game ${what}`.padEnd(32)}${got} (expected ${want})${got === want ? '' : '  <-- WRONG'}`);
    }
    console.log(`  distinct grant keys             ${distinctKeys}`);
    const exact =
      delivered === ids.length &&
      distinctKeys === ids.length &&
      Object.entries(expected).every(([what, want]) => found[what as keyof typeof found] === want);
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
