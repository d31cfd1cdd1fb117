import { EntityManager } from 'typeorm';

export type NxBalance = 'nx_credit' | 'nx_prepaid';

export interface NxGrant {
  accountId: number;
  balance: NxBalance;
  amount: number;
  source: string;
  /** The business key (vote id, donation id): the same key grants once, ever. */
  sourceKey: string;
}

/**
 * Locks the account row first: the ledger row's foreign key takes a share lock on it, and two
 * grants that each held that share lock before asking for the row lock would deadlock.
 */
async function lockAccount(manager: EntityManager, accountId: number): Promise<{ logged_in: number } | undefined> {
  const [account] = await manager.query(`SELECT logged_in FROM game.accounts WHERE id = $1 FOR UPDATE`, [accountId]);
  return account;
}

/** With the account locked and logged out: pending ledger rows become balance. */
async function applyLocked(manager: EntityManager, accountId: number): Promise<number> {
  const [[applied]] = await manager.query(
    `WITH due AS (
       UPDATE game.nx_credits SET applied_at = now() WHERE account_id = $1 AND applied_at IS NULL RETURNING balance, amount
     ), sums AS (
       SELECT coalesce(sum(amount) FILTER (WHERE balance = 'nx_credit'), 0)::int AS credit,
              coalesce(sum(amount) FILTER (WHERE balance = 'nx_prepaid'), 0)::int AS prepaid FROM due
     )
     UPDATE game.accounts SET nx_credit = nx_credit + sums.credit, nx_prepaid = nx_prepaid + sums.prepaid
     FROM sums WHERE id = $1 RETURNING sums.credit + sums.prepaid AS total`,
    [accountId],
  );
  return applied?.total ?? 0;
}

/**
 * Leaves NX for an account in game.nx_credits (once per source key) and applies what is pending if
 * the game has the account logged out: a running game keeps an online player's NX in memory and
 * would overwrite a credit on save. Returns false when the key was granted before.
 */
export async function grantNx(manager: EntityManager, grant: NxGrant): Promise<boolean> {
  const account = await lockAccount(manager, grant.accountId);
  if (!account) throw new Error(`Game account ${grant.accountId} not found`);
  const inserted: unknown[] = await manager.query(
    `INSERT INTO game.nx_credits (account_id, balance, amount, source, source_key) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (source_key) DO NOTHING RETURNING id`,
    [grant.accountId, grant.balance, grant.amount, grant.source, grant.sourceKey],
  );
  if (inserted.length === 0) return false;
  if (account.logged_in === 0) await applyLocked(manager, grant.accountId);
  return true;
}

/** The sweeper's step: applies pending NX of an account that is logged out now. Returns how much. */
export async function applyPendingNx(manager: EntityManager, accountId: number): Promise<number> {
  const account = await lockAccount(manager, accountId);
  return account?.logged_in === 0 ? applyLocked(manager, accountId) : 0;
}

/** Accounts that have NX waiting and are logged out now: what a sweeper retries. */
export async function accountsWithPendingNx(manager: EntityManager, limit = 500): Promise<number[]> {
  const rows: Array<{ account_id: number }> = await manager.query(
    `SELECT DISTINCT c.account_id FROM game.nx_credits c JOIN game.accounts a ON a.id = c.account_id
     WHERE c.applied_at IS NULL AND a.logged_in = 0 LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.account_id);
}
