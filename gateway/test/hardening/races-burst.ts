import { REWARDS_QUEUE } from '@henesys/contracts';
import { TestSystem, until } from '@henesys/testing';
import { Queue } from 'bullmq';
import type { GameDatabase } from '@henesys/game';
import { Client } from 'pg';
import { statusCounts } from './faults-outage';

/** Requests fired per race: enough that several land inside each other's transactions on 2 cores. */
export const RACERS = 24;

/** An HTTP status and the parsed JSON body, as `TestSystem.api` gives them. */
export type JsonAnswer = Awaited<ReturnType<TestSystem['api']>>;

/** What a race's callers saw: each answer, in the order the requests were built, and how long the burst took. */
export interface Burst<T extends { status: number }> {
  answers: T[];
  ms: number;
  /** Each status with its count, e.g. "201×3 409×21". */
  statuses: string;
}

/**
 * Builds every request first, then starts them all in the same tick (each on a connection of its
 * own: undici opens as many as are asked for), so they reach the gateway together rather than in turn.
 */
export async function burst<T extends { status: number }>(
  count: number,
  request: (index: number) => () => Promise<T>,
): Promise<Burst<T>> {
  const ready = Array.from({ length: count }, (_, index) => request(index));
  const started = performance.now();
  const answers = await Promise.all(ready.map((send) => send()));
  return { answers, ms: Math.round(performance.now() - started), statuses: statusCounts(answers) };
}

export const withStatus = <T extends { status: number }>(answers: T[], status: number): T[] =>
  answers.filter((answer) => answer.status === status);

export const count = async (db: Client, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await db.query(sql, params)).rows[0].n);

/** Waits until the worker has run every reward job queued so far (none waiting, delayed or active). */
export async function rewardJobsSettled(system: TestSystem): Promise<void> {
  const { hostname, port } = new URL(system.redis.url);
  const queue = new Queue(REWARDS_QUEUE, { connection: { host: hostname, port: Number(port) } });
  try {
    const unfinished = async () =>
      Object.values(await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized')).reduce(
        (sum, jobs) => sum + jobs,
        0,
      );
    await until('reward jobs settled', async () => (await unfinished()) === 0);
  } finally {
    await queue.close();
  }
}

export interface AuditCheck {
  changes: number;
  /** Changes whose `from` is not the previous change's `to` (the first's must be 'pending'). */
  breaks: number;
  /** The last change's `to`, which must be the donation's status. */
  lastTo: string | undefined;
  status: string;
}

/** A donation's audit trail read in the order it was written, against its status. */
export async function auditTrail(db: Client, donationId: number): Promise<AuditCheck> {
  const { rows } = await db.query(
    `SELECT from_status, to_status FROM donations.status_changes WHERE donation_id = $1 ORDER BY id`,
    [donationId],
  );
  const { status } = (await db.query(`SELECT status FROM donations.donations WHERE id = $1`, [donationId])).rows[0];
  const breaks = rows.filter(
    (row, index) => row.from_status !== (index === 0 ? 'pending' : rows[index - 1].to_status),
  ).length;
  return { changes: rows.length, breaks, lastTo: rows.at(-1)?.to_status, status };
}

/**
 * What a donation's reward left: delivery rows marked delivered (Postgres), NX ledger rows of its key in
 * the game database, and the prepaid NX they grant the owner's game account (applied to nxPrepaid by the
 * accounts service once the account is seen logged out).
 */
export async function rewardRows(
  db: Client,
  game: GameDatabase,
  donationId: number,
): Promise<{ delivered: number; ledger: number; prepaid: number }> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM worker.deliveries WHERE donation_id = $1 AND state = 'delivered'`,
    [donationId],
  );
  const { username } = (await db.query(`SELECT username FROM donations.donations WHERE id = $1`, [donationId])).rows[0];
  const [ledger] = await game.rows<{ n: number; prepaid: number }>(
    "SELECT count(*) AS n, COALESCE(SUM(CASE WHEN g.balance = 'prepaid' AND a.`name` = ? THEN g.amount ELSE 0 END), 0) AS prepaid FROM henesys_nx_grants g JOIN accounts a ON a.id = g.account_id WHERE g.source_key = ?",
    [username, `donation:${donationId}`],
  );
  return { delivered: rows[0].n, ledger: Number(ledger.n), prepaid: Number(ledger.prepaid) };
}
