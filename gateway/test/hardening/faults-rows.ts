import type { GameDatabase } from '@henesys/game';
import { Client } from 'pg';
import { LoadAnswer } from './load-driver';
import { ROUTE } from './faults-system';

/**
 * Each query counts rows that break a rule of the data: a write applied in half, twice, or out of
 * step with its ledger. Every count must be 0 whatever was killed mid-request.
 */
const INVARIANTS: Record<string, string> = {
  'donation status other than its last audited change': `SELECT count(*)::int AS n FROM donations.donations d
    CROSS JOIN LATERAL (SELECT s.to_status FROM donations.status_changes s WHERE s.donation_id = d.id ORDER BY s.id DESC LIMIT 1) last
    WHERE d.status <> last.to_status`,
  'reward delivered for a donation not completed': `SELECT count(*)::int AS n FROM worker.deliveries w JOIN donations.donations d ON d.id = w.donation_id
    WHERE w.state = 'delivered' AND d.status <> 'completed'`,
  'completed donation whose reward is not delivered': `SELECT count(*)::int AS n FROM donations.donations d
    WHERE d.status = 'completed' AND NOT EXISTS (SELECT 1 FROM worker.deliveries w WHERE w.donation_id = d.id AND w.state = 'delivered')`,
};

/** Rules on the game database alone (Cosmic's tables and the site's henesys_ ones). */
const GAME_INVARIANTS: Record<string, string> = {
  'balance that is not the sum of its applied ledger rows': `SELECT count(*) AS n FROM accounts a
    LEFT JOIN (SELECT account_id, SUM(CASE WHEN balance = 'credit' THEN amount ELSE 0 END) AS credit, SUM(CASE WHEN balance = 'prepaid' THEN amount ELSE 0 END) AS prepaid
               FROM henesys_nx_grants WHERE applied_at IS NOT NULL GROUP BY account_id) ledger ON ledger.account_id = a.id
    WHERE a.\`name\` LIKE 'flt%' AND (COALESCE(a.nxCredit, 0) <> COALESCE(ledger.credit, 0) OR COALESCE(a.nxPrepaid, 0) <> COALESCE(ledger.prepaid, 0))`,
  'NX left unapplied on a logged-out account': `SELECT count(*) AS n FROM henesys_nx_grants g JOIN accounts a ON a.id = g.account_id
    WHERE g.applied_at IS NULL AND g.coupon_id IS NULL AND a.loggedin = 0 AND a.\`name\` LIKE 'flt%'`,
  'donation ledger row without its delivery key': `SELECT count(*) AS n FROM henesys_nx_grants g
    WHERE g.source = 'donation' AND NOT EXISTS (SELECT 1 FROM henesys_deliveries d WHERE d.delivery_key = g.source_key)`,
};

/** Postgres keys against the game's ledger: each key of `keys` must have exactly one row of `source`, and no other row of `source` may exist. */
async function keysAgainstLedger(
  game: GameDatabase,
  source: string,
  keys: string[],
): Promise<{ notOnce: number; orphans: number }> {
  const rows = await game.rows<{ source_key: string; n: number }>(
    'SELECT source_key, count(*) AS n FROM henesys_nx_grants WHERE source = ? GROUP BY source_key',
    [source],
  );
  const ledger = new Map(rows.map((row) => [row.source_key, Number(row.n)]));
  const wanted = new Set(keys);
  return {
    notOnce: keys.filter((key) => ledger.get(key) !== 1).length,
    orphans: [...ledger.keys()].filter((key) => !wanted.has(key)).length,
  };
}

/** The rules that span both databases, checked here in TypeScript. */
async function crossDatabaseViolations(db: Client, game: GameDatabase): Promise<Record<string, number>> {
  const votes = (await db.query(`SELECT 'vote:' || id AS key FROM accounts.votes WHERE credited`)).rows.map(
    (row) => row.key as string,
  );
  const delivered = (
    await db.query(`SELECT 'donation:' || donation_id AS key FROM worker.deliveries WHERE state = 'delivered'`)
  ).rows.map((row) => row.key as string);
  const vote = await keysAgainstLedger(game, 'vote', votes);
  const donation = await keysAgainstLedger(game, 'donation', delivered);
  const keys = new Set(
    (
      await game.rows<{ delivery_key: string }>(
        "SELECT delivery_key FROM henesys_deliveries WHERE delivery_key LIKE 'donation:%'",
      )
    ).map((row) => row.delivery_key),
  );
  const wanted = new Set(delivered);
  return {
    'credited vote without exactly one NX ledger row': vote.notOnce,
    'vote NX ledger row without a credited vote': vote.orphans,
    'delivered reward without exactly one NX ledger row': donation.notOnce,
    'donation NX ledger row without a delivered reward': donation.orphans,
    'delivered reward without its game delivery key': delivered.filter((key) => !keys.has(key)).length,
    'game delivery key without a delivered reward': [...keys].filter((key) => !wanted.has(key)).length,
  };
}

const ROWS_SQL = `SELECT (SELECT count(*) FROM accounts.votes)
  + (SELECT count(*) FROM donations.donations) + (SELECT count(*) FROM donations.status_changes) + (SELECT count(*) FROM worker.deliveries) AS n`;
const GAME_ROWS_SQL =
  "SELECT (SELECT count(*) FROM henesys_nx_grants) + (SELECT count(*) FROM henesys_deliveries) + (SELECT count(*) FROM accounts WHERE `name` LIKE 'flt%') AS n";

/** Activity lines are queued after the write commits: how many writes have none (a process killed between the two). */
const MISSING_ACTIVITY_SQL = `SELECT
  (SELECT count(*) FROM donations.donations d WHERE d.username LIKE 'fltw%'
     AND NOT EXISTS (SELECT 1 FROM accounts.activity_log l WHERE l.event_key = 'donation.donation.' || d.id || '.submitted'))
  + (SELECT count(*) FROM worker.deliveries w WHERE w.state = 'delivered'
     AND NOT EXISTS (SELECT 1 FROM accounts.activity_log l WHERE l.event_key = 'reward.reward.' || w.donation_id)) AS n`;

const count = async (db: Client, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await db.query(sql, params)).rows[0].n);
const gameCount = async (game: GameDatabase, sql: string): Promise<number> =>
  Number((await game.rows<{ n: number }>(sql))[0].n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface InvariantCheck {
  rowsChecked: number;
  /** Rules with rows that break them (empty when all hold). */
  violations: Record<string, number>;
  /** Writes whose activity line never came (logged as a figure: the line is queued after the commit). */
  missingActivityLines: number;
}

/**
 * Waits until what the system owes is done (completed donations delivered, NX of logged-out accounts
 * applied by the accounts service's sweeper, activity lines written), up to `timeoutMs`, then checks
 * every rule: Postgres alone, the game database alone, and across the two.
 */
export async function checkInvariants(db: Client, game: GameDatabase, timeoutMs = 30_000): Promise<InvariantCheck> {
  const deadline = Date.now() + timeoutMs;
  const owed = INVARIANTS['completed donation whose reward is not delivered'];
  while ((await count(db, owed)) > 0 && Date.now() < deadline) await sleep(250);
  const unapplied = GAME_INVARIANTS['NX left unapplied on a logged-out account'];
  while ((await gameCount(game, unapplied)) > 0 && Date.now() < deadline) await sleep(250);
  const activityDeadline = Math.min(deadline, Date.now() + 5_000);
  while ((await count(db, MISSING_ACTIVITY_SQL)) > 0 && Date.now() < activityDeadline) await sleep(250);
  const violations: Record<string, number> = {};
  for (const [rule, sql] of Object.entries(INVARIANTS)) {
    const broken = await count(db, sql);
    if (broken > 0) violations[rule] = broken;
  }
  for (const [rule, sql] of Object.entries(GAME_INVARIANTS)) {
    const broken = await gameCount(game, sql);
    if (broken > 0) violations[rule] = broken;
  }
  for (const [rule, broken] of Object.entries(await crossDatabaseViolations(db, game)))
    if (broken > 0) violations[rule] = broken;
  return {
    rowsChecked: (await count(db, ROWS_SQL)) + (await gameCount(game, GAME_ROWS_SQL)),
    violations,
    missingActivityLines: await count(db, MISSING_ACTIVITY_SQL),
  };
}

export interface WriteCheck {
  /** Writes the caller saw succeed. */
  acknowledged: number;
  /** Of those, missing from the database (must be 0). */
  lost: number;
  /** Writes the caller saw fail or time out. */
  unanswered: number;
  /** Of those, applied anyway (allowed: the process died after its commit, before its answer). */
  appliedAnyway: number;
}

const idInPath = (answer: LoadAnswer) => Number(/\/(\d+)\//.exec(answer.request.path)?.[1]);
const succeeded = (answers: LoadAnswer[], route: string, status: number) =>
  answers.filter((answer) => answer.route === route && answer.status === status);
const failed = (answers: LoadAnswer[], route: string, status: number) =>
  answers.filter((answer) => answer.route === route && answer.status !== status);

/** Every write the load sent, against the rows: acknowledged ones are all there, failed ones complete or absent. */
export async function checkWrites(db: Client, answers: LoadAnswer[]): Promise<Record<string, WriteCheck>> {
  const voter = (answer: LoadAnswer) => (answer.request.body as { pingUsername: string }).pingUsername;
  const votedIn = (names: string[]) =>
    count(db, `SELECT count(*)::int AS n FROM accounts.votes WHERE credited AND account_name = ANY($1)`, [names]);
  const creditedVotes = succeeded(answers, ROUTE.pingback, 200)
    .filter((answer) => (answer.body as { credited?: number }).credited === 1)
    .map(voter);
  const failedVotes = failed(answers, ROUTE.pingback, 200).map(voter);

  const withStatus = (ids: number[], status: string) =>
    count(db, `SELECT count(*)::int AS n FROM donations.donations WHERE id = ANY($1) AND status = $2`, [ids, status]);
  const submitted = succeeded(answers, ROUTE.submit, 201).map(
    (answer) => (answer.body as { donation: { id: number } }).donation.id,
  );
  const since = new Date(Math.min(...answers.map((answer) => answer.sentAt)));
  const submittedRows = await count(
    db,
    `SELECT count(*)::int AS n FROM donations.donations WHERE username LIKE 'fltw%' AND created_at >= $1`,
    [since],
  );
  const cancelled = succeeded(answers, ROUTE.cancel, 200).map(idInPath);
  const completed = succeeded(answers, ROUTE.complete, 200).map(idInPath);
  const failedCompletions = failed(answers, ROUTE.complete, 200)
    .map(idInPath)
    .filter((id) => !completed.includes(id));

  return {
    votes: {
      acknowledged: creditedVotes.length,
      lost: creditedVotes.length - (await votedIn(creditedVotes)),
      unanswered: failedVotes.length,
      appliedAnyway: await votedIn(failedVotes),
    },
    submits: {
      acknowledged: submitted.length,
      lost:
        submitted.length -
        (await count(db, `SELECT count(*)::int AS n FROM donations.donations WHERE id = ANY($1)`, [submitted])),
      unanswered: failed(answers, ROUTE.submit, 201).length,
      appliedAnyway: submittedRows - submitted.length,
    },
    cancels: {
      acknowledged: cancelled.length,
      lost: cancelled.length - (await withStatus(cancelled, 'cancelled')),
      unanswered: failed(answers, ROUTE.cancel, 200).length,
      appliedAnyway: 0,
    },
    completions: {
      acknowledged: completed.length,
      lost: completed.length - (await withStatus(completed, 'completed')),
      unanswered: failedCompletions.length,
      appliedAnyway: await withStatus(failedCompletions, 'completed'),
    },
  };
}

/** Writes that the load left pending (a submit applied but unanswered, or its cancel refused): cancelled now, as their player. */
export async function cancelLeftovers(
  db: Client,
  call: (id: number, username: string) => Promise<number>,
): Promise<void> {
  const { rows } = await db.query(
    `SELECT id, username FROM donations.donations WHERE username LIKE 'fltw%' AND status = 'pending'`,
  );
  for (const row of rows) {
    const status = await call(row.id, row.username);
    if (status !== 200) throw new Error(`cancelling leftover donation ${row.id}: ${status}`);
  }
}

/** Sums the per-route write checks for the report: acknowledged, lost, applied although unanswered. */
export function writeFigures(writes: Record<string, WriteCheck>): Record<string, string | number> {
  const total = (field: keyof WriteCheck) => Object.values(writes).reduce((sum, check) => sum + check[field], 0);
  return {
    'writes acknowledged': total('acknowledged'),
    'acknowledged writes lost': total('lost'),
    'unanswered writes applied': `${total('appliedAnyway')} of ${total('unanswered')}`,
  };
}
