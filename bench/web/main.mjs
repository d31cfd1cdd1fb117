/**
 * `npm run bench:web` (or `node bench/web/main.mjs` after `npm run build`): what the SPA costs a
 * visitor. Builds web/dist when stale, starts the whole system on a database of its own (demo data),
 * then for home, rankings and donate (logged in as the demo member) measures the JavaScript and CSS
 * each route downloads (playwright-core, gzip bytes) and Lighthouse's performance score, LCP and TBT
 * with the desktop preset and with the default mobile settings (median of BENCH_RUNS runs, default 3).
 * Prints one table and the targets met or missed (exit code 1 when one is missed). Not part of `npm test`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureSpaBuilt } from './spa-build.mjs';
import { lighthouseAudit } from './lighthouse-audit.mjs';
import { measurePageWeight } from './page-weight.mjs';

const require = createRequire(import.meta.url);
const { launchBrowser, CHROMIUM_PATH, TestSystem } = require('@henesys/testing');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_PRESETS ?? 'desktop,mobile').split(',');
/** Where the SPA keeps its session (web/src/lib/token-storage.ts). */
const TOKEN_KEY = 'henesys.token';
const ALL_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'rankings', path: '/rankings' },
  { name: 'donate', path: '/donate', needsLogin: true },
];
/** BENCH_ROUTES=home,donate measures only those routes. */
const ROUTES = process.env.BENCH_ROUTES
  ? ALL_ROUTES.filter((route) => process.env.BENCH_ROUTES.split(',').includes(route.name))
  : ALL_ROUTES;
const TARGETS = { homeJsGzipKb: 150, score: 0.95, lcpMs: 1000 };

const say = (line) => console.log(`[bench:web] ${line}`);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Under load Lighthouse sometimes loses the trace's start (NO_NAVSTART): such a run is made again, twice at most. */
async function auditRetryingLostTrace(url, preset, session, attempt = 1) {
  try {
    return await lighthouseAudit(url, { preset, session, chromePath: CHROMIUM_PATH });
  } catch (error) {
    if (attempt >= 3 || !String(error?.message).includes('NO_NAVSTART')) throw error;
    say(`${new URL(url).pathname}: Lighthouse lost the trace (NO_NAVSTART), running it again`);
    return auditRetryingLostTrace(url, preset, session, attempt + 1);
  }
}

/** Median score, LCP and TBT of RUNS audits (each its own fresh Chromium). */
async function audit(url, preset, session) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditRetryingLostTrace(url, preset, session));
  const wrongPage = runs.find((result) => result.finalPath !== new URL(url).pathname);
  if (wrongPage) throw new Error(`Lighthouse ended on ${wrongPage.finalPath} instead of ${new URL(url).pathname}`);
  const middle = (key) => median(runs.map((result) => result[key]));
  return {
    score: middle('score'),
    lcp: middle('lcp'),
    tbt: middle('tbt'),
    cls: middle('cls'),
    lcpElement: runs[0].lcpElement,
    shifted: runs[0].shifted,
  };
}

function printTable(results) {
  const presetColumns = PRESETS.flatMap((preset) => [`${preset} perf`, 'LCP ms', 'TBT ms', 'CLS']);
  const header = ['Route', 'JS gzip KB', 'CSS gzip KB', 'JS+CSS files', ...presetColumns];
  console.log('');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const { route, weight, audits } of results) {
    const presetCells = PRESETS.flatMap((preset) => [
      audits[preset].score.toFixed(2),
      audits[preset].lcp.toFixed(0),
      audits[preset].tbt.toFixed(0),
      audits[preset].cls.toFixed(3),
    ]);
    console.log(
      `| ${route.name} (${route.path}) | ${kb(weight.jsGzip)} | ${kb(weight.cssGzip)} | ${weight.assets.length} | ${presetCells.join(' | ')} |`,
    );
  }
  console.log('');
  for (const { route, weight, audits } of results) {
    const first = audits[PRESETS[0]];
    console.log(
      `${route.name}: transferred ${kb(weight.jsTransfer)} KB JS + ${kb(weight.cssTransfer)} KB CSS (${weight.encodings.join(', ')}); ${PRESETS[0]} LCP element: ${first.lcpElement ?? '?'}; shifted: ${first.shifted.join('; ') || 'nothing'}`,
    );
    for (const asset of [...weight.assets].sort((a, b) => b.gzip - a.gzip))
      console.log(
        `    ${asset.type.padEnd(3)} ${kb(asset.gzip).padStart(6)} KB gzip  ${kb(asset.raw).padStart(6)} KB raw  ${asset.file}`,
      );
  }
}

/** Each target with what was measured: home's JS; every route's desktop score and LCP. */
function checkTargets(results) {
  const home = results.find((result) => result.route.name === 'home');
  const checks = [];
  if (home)
    checks.push({
      what: `home JS <= ${TARGETS.homeJsGzipKb} KB gzip`,
      measured: `${kb(home.weight.jsGzip)} KB`,
      met: home.weight.jsGzip <= TARGETS.homeJsGzipKb * 1024,
    });
  for (const { route, audits } of results) {
    const desktop = audits.desktop;
    if (!desktop) continue;
    checks.push({
      what: `${route.name} desktop performance >= ${TARGETS.score}`,
      measured: desktop.score.toFixed(2),
      met: desktop.score >= TARGETS.score,
    });
    checks.push({
      what: `${route.name} desktop LCP < ${TARGETS.lcpMs} ms`,
      measured: `${desktop.lcp.toFixed(0)} ms`,
      met: desktop.lcp < TARGETS.lcpMs,
    });
  }
  console.log('');
  for (const check of checks) console.log(`  ${check.met ? 'met   ' : 'MISSED'}  ${check.what}: ${check.measured}`);
  return checks.every((check) => check.met);
}

async function main() {
  ensureSpaBuilt(ROOT, say);
  say('starting the system (every process, demo data) on a database of its own...');
  const system = await TestSystem.start({
    label: 'bench_web',
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_DEFAULT: '100000/60' },
  });
  // Ctrl-C still stops every process and drops the database.
  process.once('SIGINT', () => system.stop().finally(() => process.exit(130)));
  let browser;
  try {
    browser = await launchBrowser();
    const session = { key: TOKEN_KEY, token: await system.login('member', 'member1234') };
    const results = [];
    for (const route of ROUTES) {
      const url = `${system.baseUrl}${route.path}`;
      const routeSession = route.needsLogin ? session : undefined;
      const weight = await measurePageWeight(browser, url, routeSession);
      if (weight.finalPath !== route.path)
        throw new Error(`${route.path} ended on ${weight.finalPath} (is the session refused?)`);
      const audits = {};
      for (const preset of PRESETS) {
        say(`${route.name}: Lighthouse ${preset}, ${RUNS} run(s)...`);
        audits[preset] = await audit(url, preset, routeSession);
      }
      results.push({ route, weight, audits });
    }
    printTable(results);
    if (!checkTargets(results)) process.exitCode = 1;
  } finally {
    await browser?.close();
    await system.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
