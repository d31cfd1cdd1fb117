import { latencyPercentile, LoadAnswer, LoadDriver, LoadSummary } from './load-driver';
import { cancelLeftovers, checkInvariants, checkWrites, InvariantCheck, WriteCheck, writeFigures } from './faults-rows';
import { FaultsWorld, isSuccess, RPC_TIMEOUT_MS } from './faults-system';

/** The longest the gateway may take to give up: the RPC deadline, or the health probes' 2 s. */
const ANSWER_DEADLINE_MS = Math.max(RPC_TIMEOUT_MS, 2_000);
const LOAD_PER_SECOND = 40;
const RECOVERY_TIMEOUT_MS = 30_000;

/** Something done to the system while the load runs, and undone. */
export interface Fault {
  /** Untimed set-up, once every route answers under the load. */
  prepare?(): Promise<void>;
  begin(): Promise<void>;
  end(): Promise<void>;
  /** The routes allowed to fail while it lasts; every other route must keep answering. */
  affected: string[];
  /** An affected route that must fail soon after begin, before the fault is held; none for an instant fault that may cost no request at all. */
  probe?: string;
  /** What an affected route may answer instead of success (default 503 and 504; 0 is no answer at all). */
  failures?: number[];
  /** How long the fault lasts after the probe's first failure (default 1.5 s). */
  holdMs?: number;
}

export interface OutageReport {
  summary: LoadSummary;
  answers: LoadAnswer[];
  /** From begin to the first failure answer of an affected route (null: none came). */
  toFirstFailureMs: number | null;
  /** From end to the first success of each affected route sent after it. */
  recoveryMs: Record<string, number>;
  /** Answers of routes the fault does not touch that were not a success (should be none). */
  unaffectedFailures: LoadAnswer[];
  /** How late a failure may come in this run (see failureDeadline). */
  failureDeadlineMs: number;
  /** Failures of affected routes that were not clean: another status, not JSON with a message, or later than the deadline. */
  uncleanFailures: LoadAnswer[];
  /** Failures of an affected route after it had answered successfully again. */
  relapses: LoadAnswer[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const doneAt = (answer: LoadAnswer) => answer.sentAt + answer.ms;

/**
 * How late a failure may come: the gateway's deadline plus what the machine added to the successes of
 * the same run (their p99, at least 1 s). A hang still shows; a CPU shared with other test runs does not.
 */
function failureDeadline(answers: LoadAnswer[]): number {
  return ANSWER_DEADLINE_MS + Math.max(1_000, latencyPercentile(answers.filter(isSuccess), 0.99));
}

function isCleanFailure(answer: LoadAnswer, allowed: number[], deadlineMs: number): boolean {
  if (!allowed.includes(answer.status)) return false;
  if (answer.status === 0) return true;
  return answer.json && typeof (answer.body as { message?: unknown }).message === 'string' && answer.ms <= deadlineMs;
}

/**
 * Runs the load, applies the fault once every route answers, holds it, undoes it, and waits until every
 * affected route answered successfully again; then classifies every answer.
 */
export async function runOutage(world: FaultsWorld, fault: Fault): Promise<OutageReport> {
  const load = LoadDriver.start({ baseUrl: world.system.baseUrl, routes: world.routes, perSecond: LOAD_PER_SECOND });
  let begun = false;
  let undone: Promise<void> | undefined;
  const undo = () => (undone ??= begun ? fault.end() : Promise.resolve());
  try {
    const warm = Date.now();
    await Promise.all(world.routes.map((route) => load.waitFor(route.name, isSuccess, warm, RECOVERY_TIMEOUT_MS)));
    const failures = fault.failures ?? [503, 504];
    await fault.prepare?.();
    const begunAt = Date.now();
    begun = true;
    await fault.begin();
    if (fault.probe)
      await load.waitFor(fault.probe, (answer) => failures.includes(answer.status), begunAt, RECOVERY_TIMEOUT_MS);
    await sleep(fault.holdMs ?? 1_500);
    const endedAt = Date.now();
    await undo();
    const recovered = await Promise.all(
      fault.affected.map((route) => load.waitFor(route, isSuccess, endedAt, RECOVERY_TIMEOUT_MS)),
    );
    await sleep(1_000);
    const summary = await load.stop();
    const firstSuccess = new Map(recovered.map((answer) => [answer.route, answer]));
    const answers = load.answers;
    const failedSince = answers.filter(
      (answer) =>
        fault.affected.includes(answer.route) && failures.includes(answer.status) && doneAt(answer) >= begunAt,
    );
    const failureDeadlineMs = failureDeadline(answers);
    return {
      summary,
      answers,
      toFirstFailureMs: failedSince.length > 0 ? Math.min(...failedSince.map(doneAt)) - begunAt : null,
      recoveryMs: Object.fromEntries(recovered.map((answer) => [answer.route, doneAt(answer) - endedAt])),
      unaffectedFailures: answers.filter((answer) => !fault.affected.includes(answer.route) && !isSuccess(answer)),
      failureDeadlineMs,
      uncleanFailures: answers.filter(
        (answer) =>
          fault.affected.includes(answer.route) &&
          !isSuccess(answer) &&
          !isCleanFailure(answer, failures, failureDeadlineMs),
      ),
      relapses: answers.filter(
        (answer) => !isSuccess(answer) && answer.sentAt > (firstSuccess.get(answer.route)?.sentAt ?? Infinity),
      ),
    };
  } finally {
    // A failed case still leaves the system whole for the next one.
    await undo().catch(() => undefined);
    await load.stop();
  }
}

/** Each status with its count, e.g. "200×96 503×12". */
export function statusCounts(answers: ReadonlyArray<Pick<LoadAnswer, 'status'>>): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

/** The figures of the reliability report, all measured. */
export function outageFigures(report: OutageReport, affected: string[]): Record<string, string | number> {
  const touched = report.answers.filter((answer) => affected.includes(answer.route));
  const untouched = report.answers.filter((answer) => !affected.includes(answer.route));
  const slowest = touched.filter((answer) => !isSuccess(answer)).sort((a, b) => b.ms - a.ms)[0];
  return {
    requests: report.summary.sent,
    statuses: statusCounts(report.answers),
    'affected routes': report.answers.every((answer) => affected.includes(answer.route)) ? 'all' : affected.join(', '),
    'affected statuses': statusCounts(touched),
    'unaffected requests': untouched.length,
    'unaffected failures': report.unaffectedFailures.length,
    'unaffected p95 ms': latencyPercentile(untouched, 0.95),
    'ms to first failure': report.toFirstFailureMs ?? 'none',
    'slowest failure ms': slowest?.ms ?? 0,
    'slowest failure route': slowest?.route ?? 'none',
    'failure deadline ms': report.failureDeadlineMs,
    'ms to first 2xx after recovery': Math.max(...Object.values(report.recoveryMs)),
  };
}

/** What a caller must see: others unaffected, clean quick failures, recovery that lasts. */
export function expectCleanOutage(report: OutageReport): void {
  const brief = (answers: LoadAnswer[]) =>
    answers.slice(0, 5).map(({ route, status, ms, body, error }) => ({ route, status, ms, body, error }));
  expect(brief(report.unaffectedFailures)).toEqual([]);
  expect(brief(report.uncleanFailures)).toEqual([]);
  expect(brief(report.relapses)).toEqual([]);
}

export interface FaultCaseResult {
  report: OutageReport;
  writes: Record<string, WriteCheck>;
  rows: InvariantCheck;
  figures: Record<string, string | number>;
}

/**
 * One case of the Faults section: the fault under load, then the rows. Asserts what every fault must
 * keep true (others unaffected, clean failures, lasting recovery, no write lost or half-applied).
 */
export async function runFaultCase(world: FaultsWorld, fault: Fault): Promise<FaultCaseResult> {
  const report = await runOutage(world, fault);
  const writes = await checkWrites(world.db, report.answers);
  await cancelLeftovers(
    world.db,
    async (id, username) =>
      (await world.system.api('PATCH', `/api/user/donations/${id}/cancel`, world.writers[username])).status,
  );
  const rows = await checkInvariants(world.db, world.system.game.db);
  const figures = {
    ...outageFigures(report, fault.affected),
    ...writeFigures(writes),
    'rows checked': rows.rowsChecked,
    'activity lines missing (best-effort log)': rows.missingActivityLines,
  };

  expectCleanOutage(report);
  if (fault.probe) expect(report.toFirstFailureMs).toBeLessThanOrEqual(report.failureDeadlineMs);
  expect(Object.values(writes).map((check) => check.lost)).toEqual([0, 0, 0, 0]);
  for (const check of Object.values(writes)) expect(check.appliedAnyway).toBeLessThanOrEqual(check.unanswered);
  expect(rows.violations).toEqual({});
  return { report, writes, rows, figures };
}

/** The result line of the reliability report, from the figures. */
export function resultLine(figures: Record<string, string | number>, recovered = 'after the restart'): string {
  const firstFailure =
    figures['ms to first failure'] === 'none'
      ? 'no failure'
      : `first failure ${figures['ms to first failure']} ms after the fault`;
  const others = figures['unaffected requests']
    ? `${figures['unaffected failures']} of ${figures['unaffected requests']} requests on other routes failed; `
    : '';
  return (
    `${firstFailure}; 2xx again ${figures['ms to first 2xx after recovery']} ms ${recovered}; ${others}` +
    `${figures['acknowledged writes lost']} acknowledged writes lost; ${figures['rows checked']} rows consistent`
  );
}
