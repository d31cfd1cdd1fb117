import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@henesys/runner';

/** One measured case of docs/reliability.md: what was done to the system and what was seen. */
export interface ReliabilityCase {
  /** The report's section: Faults, Abuse, Data safety, Backups. */
  section: string;
  /** What was done, e.g. "SIGKILL donations under load". */
  case: string;
  /** What held, in words: "503 within 40 ms; 200 again 2.1 s after restart; 0 half-applied rows". */
  result: string;
  /** The figures behind it, e.g. { requests: 812, failures: 0, 'recovery ms': 2100 }. */
  figures: Record<string, string | number>;
}

/** Where suites leave their cases; `tools/reliability-report.mjs` turns them into docs/reliability.md. */
export const RELIABILITY_DIR = process.env.RELIABILITY_DIR ?? join(WORKSPACE_ROOT, '.reliability');

/**
 * Records a case under a suite's name (one JSON file per suite, replaced case by case), so the
 * report is produced by the suites that measured it, never written by hand.
 */
export function recordReliability(suite: string, entry: ReliabilityCase): void {
  mkdirSync(RELIABILITY_DIR, { recursive: true });
  const file = join(RELIABILITY_DIR, `${suite}.json`);
  const cases: ReliabilityCase[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const kept = cases.filter((existing) => existing.case !== entry.case);
  writeFileSync(
    file,
    `${JSON.stringify([...kept, { ...entry, suite, recordedAt: new Date().toISOString() }], null, 2)}\n`,
  );
}
