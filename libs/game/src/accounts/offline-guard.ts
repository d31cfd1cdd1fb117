import { GameQueries } from '../game-database';

/** The account row as the guard reads it, locked until the transaction ends. */
export interface LockedAccount {
  id: number;
  loggedin: number;
  lastlogin: string | null;
  nxCredit: number | null;
}

/**
 * Whether the game may still hold the account's characters in memory (GAME-DATABASE.md §3(d)):
 * - `in-game`: the game says it is logged in;
 * - `confirming`: logged out, but not yet seen so twice `confirmSeconds` apart with the same lastlogin;
 * - `confirmed`: the site may write; each write still says `loggedin = 0 AND lastlogin <=> lastlogin`.
 */
export type OfflineState =
  { kind: 'in-game' } | { kind: 'confirming'; waitSeconds: number } | { kind: 'confirmed'; lastlogin: string | null };

/**
 * Reads the account with a row lock: the game's own writes of loggedin and lastlogin wait for the
 * caller's transaction, so what is read stays true until it commits.
 */
export async function lockAccount(tx: GameQueries, accountId: number): Promise<LockedAccount | undefined> {
  const [account] = await tx.rows<LockedAccount>(
    'SELECT id, loggedin, lastlogin, nxCredit FROM accounts WHERE id = ? FOR UPDATE',
    [accountId],
  );
  return account;
}

/**
 * One look at a locked account: a first look logged out (or with another lastlogin) is recorded in
 * henesys_offline_seen and starts the wait; logged in forgets it. Shared by the NX ledger and the
 * player's character tools, so either one's look counts for the other.
 */
export async function observeOffline(
  tx: GameQueries,
  account: LockedAccount,
  confirmSeconds: number,
): Promise<OfflineState> {
  if (account.loggedin !== 0) {
    await tx.execute('DELETE FROM henesys_offline_seen WHERE account_id = ?', [account.id]);
    return { kind: 'in-game' };
  }
  const [seen] = await tx.rows<{ lastlogin: string | null; confirmed: number; waitSeconds: number }>(
    `SELECT lastlogin, seen_at <= NOW(3) - INTERVAL ? SECOND AS confirmed,
       TIMESTAMPDIFF(SECOND, NOW(3), seen_at + INTERVAL ? SECOND) AS waitSeconds
     FROM henesys_offline_seen WHERE account_id = ? FOR UPDATE`,
    [confirmSeconds, confirmSeconds, account.id],
  );
  if (!seen || seen.lastlogin !== account.lastlogin) {
    await tx.execute('REPLACE INTO henesys_offline_seen (account_id, lastlogin, seen_at) VALUES (?, ?, NOW(3))', [
      account.id,
      account.lastlogin,
    ]);
    return { kind: 'confirming', waitSeconds: confirmSeconds };
  }
  if (!Number(seen.confirmed)) return { kind: 'confirming', waitSeconds: Math.max(1, Number(seen.waitSeconds)) };
  return { kind: 'confirmed', lastlogin: account.lastlogin };
}

/** Locks the account and looks at it once (observeOffline); undefined when there is no such account. */
export async function confirmOffline(
  tx: GameQueries,
  accountId: number,
  confirmSeconds: number,
): Promise<{ account: LockedAccount; state: OfflineState } | undefined> {
  const account = await lockAccount(tx, accountId);
  return account && { account, state: await observeOffline(tx, account, confirmSeconds) };
}
