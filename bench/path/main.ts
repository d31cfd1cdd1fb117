/**
 * `npm run bench:path`: what an uncached API call costs each process on its way through the gateway
 * and the Redis transport to a service and back.
 *
 * Starts the gateway with the rankings, auth, accounts and community services, seeds BENCH_CHARACTERS
 * (default 200,000) characters with their worn items, builds the rankings snapshot and logs one player in.
 * Two routes, each after a warm-up: a deep rankings page with avatar details (a random page, so neither
 * the gateway's nor the service's cache answers) and the dashboard's account details (the caller's own,
 * never cached). Per route: requests/s, p95, and CPU-seconds per 1,000 requests of each process and of
 * the system's redis-server (user + system time from /proc/<pid>/stat before and after the run), with
 * the load average beside them.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) change the duration and the load;
 * BENCH_CPU_PROF=<dir> writes V8 CPU profiles of every process (summarize them with
 * `node bench/load/dist/load/profile-summary.js <dir>`).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ProcessName } from '@henesys/runner';
import { TestSystem } from '@henesys/testing';
import Redis from 'ioredis';
import { measure, Measured, RouteLoad } from '../load/measure';
import { seedCharacters } from '../rankings/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 200_000);
/** BENCH_ROUTE=1 or 2 measures only that route (a CPU profile of one route's load). */
const ONLY = process.env.BENCH_ROUTE ? Number(process.env.BENCH_ROUTE) : undefined;
const PROCESSES: ProcessName[] = ['rankings', 'auth', 'accounts', 'community', 'gateway'];
/** The CPU table's columns: the processes and the system's own redis-server. */
const MEASURED = [...PROCESSES, 'redis-server'];
/** /proc/<pid>/stat counts CPU time in clock ticks: 100 a second on Linux. */
const TICKS_PER_SECOND = 100;

const say = (line: string) => console.log(`[bench] ${line}`);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** User + system CPU seconds a process has used so far. */
function cpuSeconds(pid: number): number {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

interface RouteResult {
  measured: Measured;
  /** CPU-seconds per 1,000 answered requests, per process. */
  cpuPerThousand: Map<string, number>;
  load: string;
}

/** The system's processes by name, and its own redis-server (which says its pid itself). */
async function processIds(system: TestSystem): Promise<Array<readonly [string, number | undefined]>> {
  const redis = new Redis(system.redis.url);
  try {
    const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    return [...PROCESSES.map((name) => [name, system.pid(name)] as const), ['redis-server', pid] as const];
  } finally {
    redis.disconnect();
  }
}

async function run(system: TestSystem, route: RouteLoad): Promise<RouteResult> {
  await measure(system.baseUrl, route, 2); // warm-up
  const pids = await processIds(system);
  const before = new Map(pids.map(([name, pid]) => [name, pid ? cpuSeconds(pid) : NaN]));
  const measured = await measure(system.baseUrl, route, SECONDS);
  const thousands = measured.requests / 1000;
  const cpuPerThousand = new Map(
    pids.map(([name, pid]) => [name, pid ? (cpuSeconds(pid) - (before.get(name) ?? 0)) / thousands : NaN]),
  );
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  say(
    `${route.name}: ${measured.perSecond.toFixed(0)} req/s, p95 ${ms(measured.p95)} ms, ${measured.errors} errors, load ${load}`,
  );
  return { measured, cpuPerThousand, load };
}

async function main(): Promise<void> {
  say(`starting ${PROCESSES.join(', ')}`);
  const system = await TestSystem.start({
    label: 'path',
    processes: PROCESSES,
    env: { LOG_LEVEL: 'warn', RPC_TIMEOUT_MS: '10000', RATE_LIMIT_DEFAULT: '1000000000/60', TRUST_PROXY: 'loopback' },
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  });
  const results: RouteResult[] = [];
  try {
    say(`seeding ${CHARACTERS.toLocaleString('en-US')} characters and building the rankings snapshot`);
    await seedCharacters(system.game.url, CHARACTERS);
    await system.send('rankings.refresh', {}, 600_000);
    const username = `path${Date.now().toString(36).slice(-6)}`;
    const registered = await system.api('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '1990-03-03',
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const token = await system.login(username, 'secret123');
    // A page size of 15 to 25 and any page after the first: some 100,000 distinct pages, so few repeat within
    // the gateway's 5 s cache, while a page costs what the web's page of 20 does.
    const deepPage = () => {
      const limit = 15 + Math.floor(Math.random() * 11);
      return `limit=${limit}&page=${2 + Math.floor(Math.random() * (Math.floor(CHARACTERS / limit) - 1))}`;
    };
    const routes: RouteLoad[] = [
      {
        name: 'GET /api/rankings (deep page, avatar details)',
        connections: CONNECTIONS,
        path: () => `/api/rankings?includeAvatarDetails=true&${deepPage()}`,
      },
      {
        name: 'GET /api/user/account-details',
        connections: CONNECTIONS,
        path: () => '/api/user/account-details',
        headers: () => ({ authorization: `Bearer ${token}` }),
      },
    ];
    for (const route of routes.filter((_, index) => ONLY === undefined || ONLY === index + 1))
      results.push(await run(system, route));
  } finally {
    await system.stop();
  }
  console.log('');
  console.log(
    `Through the gateway, ${CONNECTIONS} connections, ${SECONDS} s each; p95 in ms; CPU-s per 1,000 requests`,
  );
  console.log('');
  console.log(`| Route | req/s | p95 | Errors | ${MEASURED.join(' | ')} | Load average |`);
  console.log(`| --- | --- | --- | --- | ${MEASURED.map(() => '---').join(' | ')} | --- |`);
  for (const { measured, cpuPerThousand, load } of results) {
    const cpu = MEASURED.map((name) => (cpuPerThousand.get(name) ?? NaN).toFixed(2));
    console.log(
      `| ${measured.name} | ${measured.perSecond.toFixed(0)} | ${ms(measured.p95)} | ${measured.errors} | ${cpu.join(' | ')} | ${load} |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
