/**
 * `npm run bench:transport`: what the Redis transport costs per request as a service is copied.
 *
 * One gateway and the rankings service, then 2 and 4 copies of it (each copy receives every request
 * and races to claim it). The route is a rankings page far beyond the last one, with avatars left
 * out: one index lookup in Postgres, so what is measured is the gateway, the transport and the
 * claim. Each page number is drawn at random, so neither the gateway's nor the service's page
 * cache answers. Per copy count: requests/s, p50, p99.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) change the duration and the load;
 * BENCH_COPIES (default 1,2,4) the copy counts; BENCH_CPU_PROF=<dir> writes V8 CPU profiles of every process.
 */
import { TestSystem } from '@henesys/testing';
import { measure, Measured } from '../load/measure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COPIES = (process.env.BENCH_COPIES ?? '1,2,4').split(',').map(Number);

const say = (line: string) => console.log(`[bench] ${line}`);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

async function main(): Promise<void> {
  say('starting the gateway and one copy of the rankings service');
  const system = await TestSystem.start({
    label: 'transport',
    processes: ['rankings', 'gateway'],
    env: { LOG_LEVEL: 'warn', RPC_TIMEOUT_MS: '10000', RATE_LIMIT_DEFAULT: '1000000000/60', TRUST_PROXY: 'loopback' },
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  });
  const results: { copies: number; measured: Measured }[] = [];
  try {
    const route = {
      name: 'rankings page beyond the last',
      connections: CONNECTIONS,
      path: () => `/api/rankings?includeAvatarDetails=false&page=${100_000 + Math.floor(Math.random() * 900_000)}`,
    };
    let running = 1;
    for (const copies of COPIES) {
      while (running < copies) {
        running += 1;
        await system.startProcess(`rankings#${running}`);
      }
      await measure(system.baseUrl, route, 2); // warm-up
      const measured = await measure(system.baseUrl, route, SECONDS);
      results.push({ copies, measured });
      say(
        `${copies} ${copies === 1 ? 'copy' : 'copies'}: ${measured.perSecond.toFixed(0)} req/s, p50 ${ms(measured.p50)} ms, p99 ${ms(measured.p99)} ms, ${measured.errors} errors`,
      );
    }
  } finally {
    await system.stop();
  }
  console.log('');
  console.log(`Through the gateway, ${CONNECTIONS} connections, ${SECONDS} s each; latencies in ms`);
  console.log('');
  console.log('| Rankings copies | req/s | p50 | p99 | Errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { copies, measured } of results) {
    console.log(
      `| ${copies} | ${measured.perSecond.toFixed(0)} | ${ms(measured.p50)} | ${ms(measured.p99)} | ${measured.errors} |`,
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
