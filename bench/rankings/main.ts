/**
 * `npm run bench:rankings`: the rankings at a million characters. Seeds a game database of Cosmic's
 * own tables (MariaDB/MySQL, `henesys_bench_rankings`: 1,000,000 characters, 5,000,000 worn items,
 * LOAD DATA LOCAL INFILE), starts its own system (rankings, gateway) on a Postgres database of its
 * own with the rankings service reading that game database, rebuilds the precomputed rankings from
 * it (timed, step by step), then measures each scenario for 10 s with 20 concurrent clients, through
 * the gateway (HTTP, autocannon) and straight through the service's own query code (a Postgres
 * pool), and the write latency of a game-like writer (UPDATE characters) with and
 * without a rebuild running. Not part of `npm test`. Needs `npm run build` first.
 *
 * BENCH_CHARACTERS (default 1000000), BENCH_SECONDS (default 10), BENCH_GAME_SERVER_URL (default
 * mysql://root@127.0.0.1:3306/) and BENCH_RESEED=1 (load the game database again even if it holds
 * the same world) change the size, duration and game server.
 */
import type { RankingsQuery, RankingsRefreshResult } from '@henesys/contracts';
import { RankingsQueryService } from '@henesys/rankings-service/dist/rankings/rankings.query';
import { TestSystem } from '@henesys/testing';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { Pool } from 'pg';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { CpuAccount } from './cpu';
import { seedGameDatabase } from './seed';

const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const GAME_SERVER_URL = process.env.BENCH_GAME_SERVER_URL ?? 'mysql://root@127.0.0.1:3306/';
const GAME_DATABASE = 'henesys_bench_rankings';
/** The targets this benchmark checks. */
const REBUILD_TARGET_S = 60;
const DURING_REBUILD_P95_TARGET_MS = 50;
/** The busy paced scenarios: each of the 20 clients asks for a page every this many ms (100 requests/s in all at 200). */
const PACED_EVERY_MS = Number(process.env.BENCH_PACE_MS ?? 200);
/** Players reading: each client a page a second (20 requests/s in all). */
const READING_EVERY_MS = 1_000;
/**
 * The game-like writer's pace during rebuilds: writes per second, 0 = flat out (one after the other).
 * 200/s is a busy server's saves; flat out (about 650/s here) takes half a core from everything else.
 */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 200);
/** BENCH_AVATARS=0: pages without avatar details (no worn items), to see what they cost. */
const AVATARS = process.env.BENCH_AVATARS !== '0';
/**
 * Before the first paced scenario, this many seconds of the same paced pages, unmeasured: the steady
 * state of a site that has been up a while (its caches warm; until issue 34 also the worn items the
 * rankings service kept in memory). 0 measures from cold.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 90);
/** Only the scenarios whose name holds one of these texts (e.g. BENCH_ONLY=paced or BENCH_ONLY='deep|job'); all by default. */
const ONLY = process.env.BENCH_ONLY?.split('|');

interface Scenario {
  name: string;
  /** The query of each request: a fixed one (a hot page) or drawn at random (so the page cache rarely helps). */
  next: () => RankingsQuery;
  /** Rebuild the rankings while this scenario runs, and measure for the whole rebuild. */
  duringRebuild?: boolean;
  /** Paced: each client one request every this many ms (players paging); otherwise flat out. Only through the gateway. */
  everyMs?: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

interface Measured {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  errors: number;
}

const say = (line: string) => console.log(`[bench] ${line}`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(latencies: number[], seconds: number, errors: number): Measured {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: latencies.length / seconds,
    errors,
  };
}

/** The web's own request: limit 10, avatar details (unless BENCH_AVATARS=0), and a cache buster that changes every time. */
function rankingsPath(query: RankingsQuery): string {
  const params = new URLSearchParams({
    limit: '10',
    includeAvatarDetails: String(AVATARS),
    _t: String(Date.now()),
  });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `/api/rankings?${params.toString()}`;
}

/**
 * How the clients send: `flat out` (each client sends its next request as soon as the last one is
 * answered: the capacity) or paced (each client one request every `everyMs`, as players paging).
 * `until`: measure until it settles instead of for SECONDS.
 */
/** BENCH_TIMELINE=1: for paced scenarios during a rebuild, p95 and the slowest answer of each 2 s (where in the rebuild pages slow down). */
const TIMELINE = process.env.BENCH_TIMELINE === '1';

function printTimeline(samples: Array<{ at: number; ms: number }>): void {
  const windows = new Map<number, number[]>();
  for (const { at, ms } of samples) {
    const window = Math.floor(at / 2000);
    windows.set(window, [...(windows.get(window) ?? []), ms]);
  }
  for (const [window, values] of [...windows].sort((a, b) => a[0] - b[0])) {
    const sorted = values.sort((a, b) => a - b);
    say(
      `  ${window * 2}-${window * 2 + 2} s: ${values.length} pages, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`,
    );
  }
}

interface Load {
  everyMs?: number;
  until?: Promise<unknown>;
}

/** Flat out with autocannon, or paced by `pacedClients`; latencies taken from every response (autocannon's own table has no p95). */
async function throughGateway(system: TestSystem, next: () => RankingsQuery, load: Load = {}): Promise<Measured> {
  if (load.everyMs) return pacedClients(system, next, load.everyMs, load.until);
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: system.baseUrl,
        connections: CONNECTIONS,
        duration: load.until ? 3_600 : SECONDS,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: rankingsPath(next()) }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
    void load.until?.finally(() => instance.stop());
  });
  return summarize(latencies, result.duration, errors + result.errors + result.timeouts);
}

/**
 * CONNECTIONS players, each asking for a page every `everyMs` from a moment of its own (a random
 * start within the first interval), as people reading pages do: not all at the same instant.
 * (autocannon's rate options send each second's requests back to back at the top of the second,
 * which measures a burst, not players.) A slow answer delays only that player's next request.
 */
async function pacedClients(
  system: TestSystem,
  next: () => RankingsQuery,
  everyMs: number,
  until?: Promise<unknown>,
): Promise<Measured> {
  const latencies: number[] = [];
  const timeline: Array<{ at: number; ms: number }> = [];
  let errors = 0;
  let done = false;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  void until?.finally(() => (done = true));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  const player = async () => {
    let due = performance.now() + Math.random() * everyMs;
    while (!done && (until || performance.now() < deadline)) {
      await sleep(due - performance.now());
      if (done || (!until && performance.now() >= deadline)) break;
      const sent = performance.now();
      try {
        const response = await fetch(`${system.baseUrl}${rankingsPath(next())}`);
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - sent);
        else errors += 1;
        timeline.push({ at: sent - started, ms: performance.now() - sent });
      } catch {
        errors += 1;
      }
      due += everyMs;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, player));
  if (TIMELINE && until) printTimeline(timeline);
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

/** The service's own query code (same SQL, same row mapping) on a pool of 20, 20 loops in parallel. */
async function straightToPostgres(pool: Pool, next: () => RankingsQuery): Promise<Measured> {
  const service = new RankingsQueryService({
    query: async (sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows,
  } as unknown as DataSource);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await service.page(next());
          latencies.push(performance.now() - begun);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

/** Pages and buffers Postgres touched for one query: proof that a deep page reads a handful of pages. */
async function buffersTouched(pool: Pool, query: RankingsQuery): Promise<number> {
  let touched = 0;
  const service = new RankingsQueryService({
    query: async (sql: string, params?: unknown[]) => {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      const plan = (rows[0] as { 'QUERY PLAN': Array<{ Plan: Record<string, number> }> })['QUERY PLAN'][0].Plan;
      touched = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
      return [];
    },
  } as unknown as DataSource);
  await service.page(query);
  return touched;
}

/**
 * A game-like writer on its own connection: `UPDATE characters SET exp = exp + 1 WHERE id = ?` for a
 * random character, `perSecond` writes a second (0: one after the other), until `until` settles (or
 * for `seconds`). Each write's latency.
 */
async function writeLoop(
  gameUrl: string,
  until: Promise<unknown> | number,
  perSecond = 0,
): Promise<{ latencies: number[]; seconds: number }> {
  const connection = await createConnection({ uri: gameUrl });
  const latencies: number[] = [];
  let done = false;
  const stop = typeof until === 'number' ? new Promise((resolve) => setTimeout(resolve, until * 1000)) : until;
  void stop.then(
    () => (done = true),
    () => (done = true),
  );
  const started = performance.now();
  try {
    while (!done) {
      const begun = performance.now();
      await connection.query('UPDATE characters SET exp = exp + 1 WHERE id = ?', [
        1 + Math.floor(Math.random() * CHARACTERS),
      ]);
      latencies.push(performance.now() - begun);
      const due = started + (latencies.length * 1000) / perSecond;
      if (perSecond > 0 && due > performance.now())
        await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
    }
  } finally {
    await connection.end();
  }
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function writeSummary(label: string, result: { latencies: number[]; seconds: number }): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return `${label}: ${sorted.length} writes in ${result.seconds.toFixed(1)} s, p50 ${format(percentile(sorted, 50))} ms, p95 ${format(percentile(sorted, 95))} ms, p99 ${format(percentile(sorted, 99))} ms, max ${format(sorted[sorted.length - 1] ?? NaN)} ms`;
}

const format = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const steps = (result: RankingsRefreshResult) =>
  Object.entries(result.steps)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');

async function main(): Promise<void> {
  const benchStarted = Date.now();
  const gameUrl = new URL(GAME_SERVER_URL);
  gameUrl.pathname = `/${GAME_DATABASE}`;
  say(
    `game database ${gameUrl.toString()}: ${CHARACTERS.toLocaleString('en-US')} characters, ${(CHARACTERS * 5).toLocaleString('en-US')} worn items (LOAD DATA LOCAL INFILE)...`,
  );
  const seeded = await seedGameDatabase(GAME_SERVER_URL, GAME_DATABASE, CHARACTERS, process.env.BENCH_RESEED === '1');
  say(
    seeded.seeded
      ? `seeded ${seeded.characters} characters, ${seeded.accounts} accounts, ${seeded.wornItems} worn items in ${seeded.seconds.toFixed(1)} s`
      : `reused the game database already seeded (${seeded.characters} characters, ${seeded.wornItems} worn items; BENCH_RESEED=1 seeds again)`,
  );

  say('starting rankings and gateway on a Postgres database of their own, reading that game database');
  const system = await TestSystem.start({
    label: 'bench',
    // The system's own game database stays empty (managed); the rankings service reads the bench's.
    game: 'managed',
    processes: ['rankings', 'gateway'],
    // BENCH_CPU_PROF=<dir>: V8 CPU profiles of both processes (open them in Chrome's DevTools).
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
    // No scheduled rebuild in the middle of a measurement; no request log lines. The gateway keeps
    // each page 5 s, so random pages mostly reach Postgres.
    env: {
      SEED_DEMO_DATA: 'false',
      RANKINGS_REFRESH_SECONDS: '86400',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DEFAULT: '1000000000/60',
      RPC_TIMEOUT_MS: '10000',
    },
    envFor: {
      rankings: { GAME_DATABASE_URL: gameUrl.toString(), GAME_SCHEMA_MANAGED: 'false', GAME_DATABASE_POOL_SIZE: '10' },
    },
  });
  const pool = new Pool({ connectionString: system.database.url, max: CONNECTIONS });
  try {
    const first = await system.send<RankingsRefreshResult>('rankings.refresh', {}, 600_000);
    const second = await system.send<RankingsRefreshResult>('rankings.refresh', {}, 600_000);
    say(
      `rankings rebuilt from the game database: ${first.characters} ranked characters in ${(first.durationMs / 1000).toFixed(1)} s cold (${steps(first)}), ${(second.durationMs / 1000).toFixed(1)} s warm (${steps(second)})`,
    );

    // What a player types looking for one character: its letters and the first digit ('torvex5').
    const names: string[] = (
      await pool.query('SELECT name FROM rankings.ranked_characters TABLESAMPLE SYSTEM (1) LIMIT 2000')
    ).rows.map((r: { name: string }) => r.name);
    const searches = names.map((name) => name.toLowerCase().slice(0, name.search(/\d/) + 1));
    const prefixes = [
      'ka',
      'mi',
      'ro',
      'sh',
      'ra',
      'no',
      've',
      'lu',
      'ta',
      'ze',
      'mo',
      'ri',
      'ba',
      'do',
      'el',
      'fi',
      'ga',
      'hi',
      'ji',
      'ko',
    ];
    const randomPage = (): RankingsQuery => ({ type: 'level', jobType: 'all', page: between(1, 2_000) });
    const families = ['Warrior', 'Magician', 'Archer', 'Thief', 'Pirate', 'Cygnus', 'Aran', 'Beginner'] as const;
    const scenarios: Scenario[] = [
      { name: 'page 1 (Level, all jobs)', next: () => ({ type: 'level', jobType: 'all', page: 1 }) },
      {
        name: 'deep pages (45,000-55,000)',
        next: () => ({ type: 'level', jobType: 'all', page: between(45_000, 55_000) }),
      },
      {
        name: 'job filter (any of 8, either tab, pages 1-2,000)',
        next: () => ({ type: pick(['level', 'fame'] as const), jobType: pick(families), page: between(1, 2_000) }),
      },
      {
        name: `name search (${searches.length} names, e.g. "${searches[0]}")`,
        next: () => ({ type: 'level', jobType: 'all', search: pick(searches), page: 1 }),
      },
      {
        name: 'broad search (two letters, 1 in 30 names)',
        next: () => ({ type: 'level', jobType: 'all', search: pick(prefixes), page: 1 }),
      },
      {
        name: `random pages 1-2,000, paced (a page every ${PACED_EVERY_MS} ms per client)`,
        next: randomPage,
        everyMs: PACED_EVERY_MS,
      },
      {
        name: `random pages 1-2,000, paced, a page every ${READING_EVERY_MS} ms per client`,
        next: randomPage,
        everyMs: READING_EVERY_MS,
      },
      {
        name: `random pages 1-2,000, paced, during a whole rebuild`,
        next: randomPage,
        everyMs: PACED_EVERY_MS,
        duringRebuild: true,
      },
      {
        name: `random pages 1-2,000, paced, a page every ${READING_EVERY_MS} ms per client, during a whole rebuild`,
        next: randomPage,
        everyMs: READING_EVERY_MS,
        duringRebuild: true,
      },
      { name: 'random pages 1-2,000 flat out during a whole rebuild', next: randomPage, duringRebuild: true },
    ];
    for (const [name, query] of [
      ['page 1', { page: 1 }],
      ['page 50,000', { page: 50_000 }],
      [`search "${searches[0]}"`, { search: searches[0] }],
      ['search "ka"', { search: 'ka' }],
    ] as const) {
      say(`${name}: pages (8 kB) one query touches: ${await buffersTouched(pool, query)}`);
    }

    const results: Array<{ scenario: Scenario; gateway: Measured; postgres?: Measured; cpu?: Record<string, number> }> =
      [];
    const cpu = CpuAccount.byPidOrName(
      { rankings: system.pid('rankings'), gateway: system.pid('gateway') },
      { postgres: 'postgres', mariadb: 'mariadbd', redis: 'redis-server' },
    );
    await throughGateway(system, scenarios[1].next); // warm-up: JIT, connections, caches
    let warmedForPaced = WARM_SECONDS === 0;
    const writesAlone = await writeLoop(gameUrl.toString(), 5);
    let writesDuringRebuild: { latencies: number[]; seconds: number } | undefined;
    let rebuildUnderLoad: RankingsRefreshResult | undefined;
    for (const scenario of scenarios.filter(
      (candidate) => !ONLY || ONLY.some((text) => candidate.name.includes(text)),
    )) {
      if (scenario.everyMs && !warmedForPaced) {
        // A site that has been up a while: its caches warm.
        say(
          `${WARM_SECONDS} s of the paced pages first, unmeasured (the site's steady state; BENCH_WARM_SECONDS=0: cold)`,
        );
        await pacedClients(
          system,
          randomPage,
          PACED_EVERY_MS,
          new Promise((resolve) => setTimeout(resolve, WARM_SECONDS * 1000)),
        );
        warmedForPaced = true;
      }
      say(`measuring: ${scenario.name}`);
      const rebuild = scenario.duringRebuild
        ? system.send<RankingsRefreshResult>('rankings.refresh', {}, 600_000)
        : undefined;
      // The game's saves go on while the rankings are read from its database: their latency for the whole rebuild.
      const writer = rebuild ? writeLoop(gameUrl.toString(), rebuild, WRITES_PER_SECOND) : undefined;
      cpu.start();
      const gateway = await throughGateway(system, scenario.next, { everyMs: scenario.everyMs, until: rebuild });
      const used = rebuild ? cpu.stop() : undefined;
      rebuildUnderLoad = (await rebuild) ?? rebuildUnderLoad;
      if (TIMELINE && rebuild) say(`  the rebuild: ${steps(rebuildUnderLoad as RankingsRefreshResult)}`);
      writesDuringRebuild = (await writer) ?? writesDuringRebuild;
      let postgres: Measured | undefined;
      if (!scenario.everyMs) {
        const rebuildAgain = scenario.duringRebuild
          ? system.send<RankingsRefreshResult>('rankings.refresh', {}, 600_000)
          : undefined;
        postgres = await straightToPostgres(pool, scenario.next);
        await rebuildAgain;
      }
      results.push({ scenario, gateway, postgres, cpu: used });
    }

    console.log('');
    console.log(
      `${CHARACTERS.toLocaleString('en-US')} characters, ${CONNECTIONS} concurrent clients, ${SECONDS} s per scenario (a rebuild's scenarios: the whole rebuild), flat out unless paced, latencies in ms (direct: the service's query code on a Postgres pool)`,
    );
    console.log('');
    console.log(
      row(['Scenario', 'Gateway p50', 'p95', 'p99', 'req/s', 'Direct p50', 'p95', 'p99', 'queries/s', 'errors']),
    );
    console.log(row(Array.from({ length: 10 }, () => '---')));
    for (const { scenario, gateway, postgres } of results) {
      console.log(
        row([
          scenario.name,
          format(gateway.p50),
          format(gateway.p95),
          format(gateway.p99),
          gateway.perSecond.toFixed(0),
          ...(postgres
            ? [format(postgres.p50), format(postgres.p95), format(postgres.p99), postgres.perSecond.toFixed(0)]
            : ['-', '-', '-', '-']),
          String(gateway.errors + (postgres?.errors ?? 0)),
        ]),
      );
    }
    console.log('');
    for (const { scenario, cpu: used } of results) {
      if (!used) continue;
      const spent = Object.entries(used)
        .map(([label, seconds]) => `${label} ${seconds.toFixed(1)} s`)
        .join(', ');
      console.log(
        `CPU during "${scenario.name}" (2 cores; the database servers' figures include anything else running): ${spent}.`,
      );
    }
    const check = (ok: boolean) => (ok ? 'OK' : 'MISSED');
    console.log(`Seeding (LOAD DATA): ${seeded.seeded ? `${seeded.seconds.toFixed(1)} s` : 'reused'}.`);
    console.log(
      `Rebuild from the game database: ${(first.durationMs / 1000).toFixed(1)} s cold, ${(second.durationMs / 1000).toFixed(1)} s warm, ${rebuildUnderLoad ? (rebuildUnderLoad.durationMs / 1000).toFixed(1) : '-'} s under load (${rebuildUnderLoad ? steps(rebuildUnderLoad) : '-'}); target ${REBUILD_TARGET_S} s: ${check(Math.max(first.durationMs, second.durationMs) <= REBUILD_TARGET_S * 1000)}.`,
    );
    for (const during of results.filter((result) => result.scenario.duringRebuild && result.scenario.everyMs)) {
      console.log(
        `Pages through the gateway during a whole rebuild, ${CONNECTIONS} clients each a page every ${during.scenario.everyMs} ms: p95 ${format(during.gateway.p95)} ms; target ${DURING_REBUILD_P95_TARGET_MS} ms: ${check(during.gateway.p95 < DURING_REBUILD_P95_TARGET_MS)}.`,
      );
    }
    console.log(writeSummary('Game writer alone', writesAlone));
    const pace = WRITES_PER_SECOND > 0 ? `${WRITES_PER_SECOND} a second` : 'flat out';
    if (writesDuringRebuild) console.log(writeSummary(`Game writer during the rebuild (${pace})`, writesDuringRebuild));
    console.log(`Benchmark run time: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s.`);
  } finally {
    await pool.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
