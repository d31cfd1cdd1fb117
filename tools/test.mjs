#!/usr/bin/env node
// `npm test`: build everything, lint (Nx caches both), run unit tests in parallel, then integration,
// end-to-end and browser tests three files at a time (each file starts real processes of its own on spare
// ports, with its own databases and redis-server), then the hardening suites one at a time, and end
// with two lines: how long it took, and `N passed, N failed`. Lint errors count as one failure, not as a test.
// One project's tests alone: `npx nx test <project>`; what a change touches: `npx nx affected -t test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = {
  ...process.env,
  TZ: 'UTC',
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
};
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
/** Runs a command in the background with its output (stdout and stderr) kept for later. */
const runHeld = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
const started = Date.now();
const took = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `npm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

// One Nx run builds and lints side by side (ESLint needs no build, and fills the cores a library's build leaves
// idle while it waits for its dependency), with the formatting check (one thread, no Nx) beside it; its output is
// held until Nx has printed. A failed build stops here; a lint or formatting error counts as one failure.
const formatCheck = runHeld('npm', ['run', '--silent', 'lint:format']);
const checked = run('npm', ['run', 'build:lint']) === 0;
const format = await formatCheck;
process.stdout.write(format.output);
// Nx caches what succeeded, so building again costs nothing unless the build itself failed.
if (!checked && run('npm', ['run', 'build']) !== 0) {
  console.log(took());
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const lintFailed = !checked || format.status !== 0;
const testsStarted = Date.now();

const reports = mkdtempSync(join(tmpdir(), 'henesys-tests-'));
const extra = process.argv.slice(2);
const phases = [
  { name: 'unit', args: ['--selectProjects', 'unit', 'web', '--maxWorkers=2', '--passWithNoTests'] },
  // Three files side by side on two cores: a system file waits on its processes' answers, restarts and pages
  // about a quarter of the time (the machine 76 % busy with two files, 90 % with three; docs/testing.md); then
  // the suites that hold the system to deadlines under faults and load one at a time (jest.config.js names
  // them): a neighbour's load would blur them.
  { name: 'system', args: ['--selectProjects', 'integration', 'browser', '--maxWorkers=3', '--passWithNoTests'] },
  { name: 'hardening', args: ['--selectProjects', 'hardening', '--runInBand', '--passWithNoTests'] },
];

let passed = 0;
let failed = lintFailed ? 1 : 0;
const suites = [];
const phaseFigures = [];
for (const phase of phases) {
  const output = join(reports, `${phase.name}.json`);
  const phaseStarted = Date.now();
  run('npx', ['jest', ...phase.args, '--json', `--outputFile=${output}`, ...extra]);
  phaseFigures.push(`${phase.name} ${Math.round((Date.now() - phaseStarted) / 1000)} s`);
  if (!existsSync(output)) {
    failed += 1;
    continue;
  }
  const result = JSON.parse(readFileSync(output, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  if (phase.name !== 'unit')
    suites.push(
      ...result.testResults.map((suite) => ({ file: suite.name, seconds: (suite.endTime - suite.startTime) / 1000 })),
    );
}
run('node', ['tools/reliability-report.mjs']);
const slowest = suites.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
if (slowest.length > 0) {
  const total = suites.reduce((sum, suite) => sum + suite.seconds, 0);
  console.log(`System suites: ${suites.length}, ${Math.round(total)} s in all; the slowest:`);
  for (const suite of slowest)
    console.log(`  ${suite.seconds.toFixed(0).padStart(4)} s  ${suite.file.replace(`${process.cwd()}/`, '')}`);
}
console.log(`Phases: build and lint ${Math.round((testsStarted - started) / 1000)} s, ${phaseFigures.join(', ')}`);
console.log(took());
if (lintFailed) console.log('lint found errors (see above)');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
