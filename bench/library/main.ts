/**
 * The library's figures (docs/benchmarks.md): the import of the whole wz/ folder at a rankings start
 * (first import, then a restart with every file unchanged), and GET /api/library/search through the
 * gateway, each text asked once (no cached answer), p50/p95/max.
 */
import type { LibrarySearchAnswer } from '@henesys/contracts';
import { DEFAULT_GAME_WZ_PATH } from '@henesys/runner';
import { TestSystem, until } from '@henesys/testing';
import { performance } from 'node:perf_hooks';

const IMPORTED = /Library imported from .* in (\d+) ms: ([^"]*)/;

function importLine(system: TestSystem, after: number): string | undefined {
  return system.logs.slice(after).find((line) => IMPORTED.test(line));
}

/** "2547 ms, 2175 files, ..." from the import's log line. */
function importFigures(system: TestSystem, after: number): string {
  return (importLine(system, after)?.match(IMPORTED) ?? []).slice(1).join(' ms, ');
}

/** Texts a visitor types: 1-2 letter prefixes, words, parts of words, ids. */
function searchTexts(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words = [
    'snail',
    'potion',
    'sword',
    'scroll',
    'henesys',
    'mushroom',
    'zakum',
    'red',
    'blue',
    'ore',
    'hat',
    'shoes',
  ];
  const texts = [...letters].flatMap((a) => [a, `${a}${letters[(a.charCodeAt(0) * 7) % 26]}`]);
  for (const word of words)
    for (let end = 3; end <= word.length; end += 1) texts.push(word.slice(0, end), word.slice(1, end));
  texts.push('2000000', '100100', '1302000', 'of the', 'maple leaf');
  return [...new Set(texts)];
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const system = await TestSystem.start({
    label: 'library_bench',
    game: 'managed',
    processes: ['rankings', 'gateway'],
    env: { RATE_LIMIT_DEFAULT: '100000/60' },
    envFor: { rankings: { GAME_WZ_PATH: DEFAULT_GAME_WZ_PATH, LOG_LEVEL: 'info' } },
  });
  try {
    await until('first import', async () => importLine(system, 0) !== undefined, 120_000);
    console.log(`first import: ${importFigures(system, 0)}`);
    const before = system.logs.length;
    await system.stopProcess('rankings');
    await system.startProcess('rankings');
    await until('import after a restart', async () => importLine(system, before) !== undefined, 120_000);
    console.log(`import with every file unchanged: ${importFigures(system, before)}`);

    const timings: number[] = [];
    for (const text of searchTexts()) {
      const started = performance.now();
      const response = await system.fetch(`/api/library/search?q=${encodeURIComponent(text)}`);
      const body = (await response.json()) as LibrarySearchAnswer;
      timings.push(performance.now() - started);
      if (response.status !== 200 || !body.imported) throw new Error(`search ${text}: ${response.status}`);
    }
    timings.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `search through the gateway, ${timings.length} different texts: p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, max ${ms(timings[timings.length - 1])}`,
    );
  } finally {
    await system.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
