import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { confirmOffline } from '../accounts/offline-guard';
import { GameDatabase, GameQueries } from '../game-database';

/** The account balance a grant goes to: NX Credit, NX Prepaid or Maple Points (henesys_nx_grants.balance). */
export type NxBalance = 'credit' | 'prepaid' | 'maplePoint';

/** The game's column of each balance (accounts.nxCredit, nxPrepaid, maplePoint). */
export const BALANCE_COLUMN: Record<NxBalance, 'nxCredit' | 'nxPrepaid' | 'maplePoint'> = {
  credit: 'nxCredit',
  prepaid: 'nxPrepaid',
  maplePoint: 'maplePoint',
};

export interface NxGrant {
  accountId: number;
  balance: NxBalance;
  /** Negative: NX taken back (applied by the sweeper only, never below zero). */
  amount: number;
  /** What it is for: 'vote', 'donation', 'staff'. */
  source: string;
  /** The business key (`vote:<id>`, `donation:<id>`): the same key grants once, ever. */
  sourceKey: string;
}

export interface NxAmounts {
  credit: number;
  prepaid: number;
  maplePoint: number;
}

export interface NxCoupon extends NxAmounts {
  code: string;
  /** ISO instant; the game stores it as epoch milliseconds. */
  expiresAt: string;
}

/** The coupon handler's types (GAME-DATABASE.md §3(a)): 4 pays NX Credit, 2 NX Prepaid, 1 Maple Points. */
export const COUPON_TYPE: Record<NxBalance, number> = { credit: 4, prepaid: 2, maplePoint: 1 };
export const COUPON_DAYS = 30;
/** Upper case (the game upper-cases what the player types), no look-alikes (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

interface PendingRow {
  id: number;
  balance: NxBalance;
  amount: number;
}

const NOTHING: Readonly<NxAmounts> = { credit: 0, prepaid: 0, maplePoint: 0 };

function sums(rows: PendingRow[]): NxAmounts {
  return rows.reduce((total, row) => ({ ...total, [row.balance]: total[row.balance] + Number(row.amount) }), {
    ...NOTHING,
  });
}

/** Where a grant is: waiting in the ledger, added to the balance, or turned into a Cash Shop coupon. */
export type NxGrantState = 'waiting' | 'applied' | 'coupon';

export function couponCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** One row of what a coupon pays: a coupon handler type and its quantity (and the item, for types >= 5). */
export interface CouponLine {
  type: number;
  quantity: number;
  item?: number;
}

/**
 * Writes one secret, single-use Cash Shop coupon (nxcode and its nxcode_items rows) inside the caller's
 * transaction: upper case, expiring `days` from now in epoch milliseconds, as the game reads it.
 */
export async function writeCoupon(
  tx: GameQueries,
  lines: CouponLine[],
  days: number,
): Promise<{ id: number; code: string; expiresAt: number }> {
  const code = couponCode();
  const expiresAt = Date.now() + days * 24 * 60 * 60 * 1000;
  const coupon = await tx.execute('INSERT INTO nxcode (code, expiration) VALUES (?, ?)', [code, expiresAt]);
  // The column's default item (4000000) where none is given: the handler ignores it for NX types.
  await tx.execute('INSERT INTO nxcode_items (codeid, type, item, quantity) VALUES ?', [
    lines.map((line) => [coupon.insertId, line.type, line.item ?? 4_000_000, line.quantity]),
  ]);
  return { id: coupon.insertId, code, expiresAt };
}

/**
 * NX the site grants, kept in the game database (henesys_nx_grants) so that marking a grant and
 * changing the balance are one MySQL transaction. A running game holds an online player's NX in
 * memory and writes it back as an absolute value on save, so a grant reaches the balance only after
 * the account was seen logged out twice, some minutes apart, with the same lastlogin (GAME-DATABASE.md
 * §3(d)); or, for a player who does not want to wait, it becomes a Cash Shop coupon the game pays itself.
 */
@Injectable()
export class NxLedger {
  constructor(private readonly db: GameDatabase) {}

  /** Records a grant once per key (inside the caller's transaction when given). False when the key was granted before. */
  async grant(grant: NxGrant, queries: GameQueries = this.db): Promise<boolean> {
    const result = await queries.execute(
      'INSERT IGNORE INTO henesys_nx_grants (source_key, account_id, balance, amount, source) VALUES (?, ?, ?, ?, ?)',
      [grant.sourceKey, grant.accountId, grant.balance, grant.amount, grant.source],
    );
    return result.affectedRows === 1;
  }

  /** NX granted to the account that is neither applied nor turned into a coupon yet (net of NX taken back). */
  async pending(accountId: number): Promise<NxAmounts> {
    return sums(
      await this.db.rows<PendingRow>(
        'SELECT id, balance, amount FROM henesys_nx_grants WHERE account_id = ? AND applied_at IS NULL AND coupon_id IS NULL',
        [accountId],
      ),
    );
  }

  /** The state of each grant found among `sourceKeys`. */
  async states(sourceKeys: string[]): Promise<Map<string, NxGrantState>> {
    if (sourceKeys.length === 0) return new Map();
    const rows = await this.db.rows<{ source_key: string; applied: number; coded: number }>(
      'SELECT source_key, applied_at IS NOT NULL AS applied, coupon_id IS NOT NULL AS coded FROM henesys_nx_grants WHERE source_key IN (?)',
      [sourceKeys],
    );
    return new Map(
      rows.map((row) => [row.source_key, row.applied ? 'applied' : row.coded ? 'coupon' : 'waiting'] as const),
    );
  }

  /** Accounts with NX waiting: what the sweeper looks at. */
  async accountsWithPending(limit = 500): Promise<number[]> {
    const rows = await this.db.rows<{ account_id: number }>(
      'SELECT DISTINCT account_id FROM henesys_nx_grants WHERE applied_at IS NULL AND coupon_id IS NULL ORDER BY account_id LIMIT ?',
      [limit],
    );
    return rows.map((row) => row.account_id);
  }

  /**
   * One look at one account: records the first observation of it logged out, and on a second one at
   * least `confirmSeconds` later with the same lastlogin adds what waits to its balances (COALESCE:
   * the game leaves NULL balances; GREATEST: NX taken back never leaves a balance below zero) and marks
   * the grants applied, in one transaction. Returns what was applied.
   */
  async applyIfConfirmedOffline(accountId: number, confirmSeconds: number): Promise<NxAmounts> {
    const nothing = { ...NOTHING };
    return this.db.transaction(async (tx) => {
      const offline = await confirmOffline(tx, accountId, confirmSeconds);
      if (offline?.state.kind !== 'confirmed') return nothing;
      const account = offline.state;
      const rows = await tx.rows<PendingRow>(
        'SELECT id, balance, amount FROM henesys_nx_grants WHERE account_id = ? AND applied_at IS NULL AND coupon_id IS NULL FOR UPDATE',
        [accountId],
      );
      if (rows.length === 0) return nothing;
      const due = sums(rows);
      const updated = await tx.execute(
        `UPDATE accounts SET nxCredit = GREATEST(COALESCE(nxCredit, 0) + ?, 0), nxPrepaid = GREATEST(COALESCE(nxPrepaid, 0) + ?, 0),
         maplePoint = GREATEST(COALESCE(maplePoint, 0) + ?, 0) WHERE id = ? AND loggedin = 0 AND lastlogin <=> ?`,
        [due.credit, due.prepaid, due.maplePoint, accountId, account.lastlogin],
      );
      if (updated.affectedRows !== 1) return nothing;
      await tx.execute('UPDATE henesys_nx_grants SET applied_at = NOW(3) WHERE id IN (?)', [rows.map((row) => row.id)]);
      return due;
    });
  }

  /**
   * Takes NX from a balance inside the caller's transaction, which holds the account confirmed logged
   * out (offline-guard): guarded again by `loggedin = 0 AND lastlogin <=> lastlogin`, never below zero,
   * and recorded in the ledger as a negative grant applied at once. False (nothing written) when the
   * balance is short or the account is no longer as seen.
   */
  async spend(tx: GameQueries, spend: NxGrant, lastlogin: string | null): Promise<boolean> {
    const column = BALANCE_COLUMN[spend.balance];
    const taken = await tx.execute(
      `UPDATE accounts SET ${column} = COALESCE(${column}, 0) - ?
       WHERE id = ? AND loggedin = 0 AND lastlogin <=> ? AND COALESCE(${column}, 0) >= ?`,
      [spend.amount, spend.accountId, lastlogin, spend.amount],
    );
    if (taken.affectedRows !== 1) return false;
    await tx.execute(
      'INSERT INTO henesys_nx_grants (source_key, account_id, balance, amount, source, applied_at) VALUES (?, ?, ?, ?, ?, NOW(3))',
      [spend.sourceKey, spend.accountId, spend.balance, -spend.amount, spend.source],
    );
    return true;
  }

  /**
   * Turns everything waiting for the account into one unguessable Cash Shop coupon (nxcode and its
   * nxcode_items rows), in one transaction with marking the grants: each grant ends applied or coded,
   * never both. Only NX given: NX taken back stays for the sweeper, which applies it to the balance.
   * Null when nothing waits.
   */
  async couponForPending(accountId: number): Promise<NxCoupon | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.rows<PendingRow>(
        'SELECT id, balance, amount FROM henesys_nx_grants WHERE account_id = ? AND amount > 0 AND applied_at IS NULL AND coupon_id IS NULL FOR UPDATE',
        [accountId],
      );
      if (rows.length === 0) return null;
      const due = sums(rows);
      const lines = (Object.keys(COUPON_TYPE) as NxBalance[])
        .filter((balance) => due[balance] > 0)
        .map((balance) => ({ type: COUPON_TYPE[balance], quantity: due[balance] }));
      const coupon = await writeCoupon(tx, lines, COUPON_DAYS);
      await tx.execute('UPDATE henesys_nx_grants SET coupon_id = ? WHERE id IN (?)', [
        coupon.id,
        rows.map((row) => row.id),
      ]);
      return { code: coupon.code, ...due, expiresAt: new Date(coupon.expiresAt).toISOString() };
    });
  }
}
