import { Injectable } from '@nestjs/common';
import { DonationFilter, DonationStatus, PaymentMethod } from '@henesys/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { DonationSearch } from '../admin/donation-search';

/** One donation as donations.donations keeps it. */
export interface Donation {
  id: number;
  createdAt: Date;
  userId: number;
  username: string;
  email: string;
  packageId: string;
  packageName: string;
  characterName: string | null;
  /** The catalogue price in USD, as PostgreSQL's numeric(…, 2) spells it ('35.00'). */
  amountUsd: string;
  paymentMethod: PaymentMethod;
  transactionCode: string | null;
  status: DonationStatus;
}

/** What a player's submit writes; the rest takes the table's defaults. */
export interface NewDonation {
  userId: number;
  username: string;
  email: string;
  packageId: string;
  packageName: string;
  isFounder: boolean;
  characterName: string | null;
  amountUsd: number;
  paymentMethod: string;
}

export interface DonationSlice {
  rows: Donation[];
  total: number;
}

interface DonationRow {
  id: number;
  created_at: Date;
  user_id: number;
  username: string;
  email: string;
  package_id: string;
  package_name: string;
  character_name: string | null;
  amount_usd: string;
  payment_method: PaymentMethod;
  transaction_code: string | null;
  status: DonationStatus;
}

const COLUMNS =
  'id, created_at, user_id, username, email, package_id, package_name, character_name, amount_usd, payment_method, transaction_code, status';

const toDonation = (row: DonationRow): Donation => ({
  id: row.id,
  createdAt: row.created_at,
  userId: row.user_id,
  username: row.username,
  email: row.email,
  packageId: row.package_id,
  packageName: row.package_name,
  characterName: row.character_name,
  amountUsd: row.amount_usd,
  paymentMethod: row.payment_method,
  transactionCode: row.transaction_code,
  status: row.status,
});

/** Thrown by `insert` when the player already holds a live Founder Pack (the partial unique index donations_one_founder_pack). */
export class FounderPackTaken extends Error {}

/** Thrown by `setTransactionCode` when any donation already carries that code, whatever its case (donations_transaction_code_key). */
export class TransactionCodeTaken extends Error {}

function constraintOf(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
}

/** Turns the named constraint's violation into `named`; any other error passes unchanged. */
const violationOf =
  (constraint: string, named: () => Error) =>
  (error: unknown): never => {
    throw constraintOf(error) === constraint ? named() : error;
  };

/**
 * The queries of donations.donations. Methods taking an EntityManager run inside the caller's
 * transaction; the row locks (FOR UPDATE) and the advisory lock last until it ends.
 */
@Injectable()
export class DonationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Queues the player's submits one behind the other until the transaction ends (the pending limit is counted under it). */
  async lockSubmitsOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('donations.submit'), $1)`, [userId]);
  }

  async pendingCount(manager: EntityManager, userId: number): Promise<number> {
    const [row]: Array<{ pending: number }> = await manager.query(
      `SELECT count(*)::int AS pending FROM donations.donations WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    return row.pending;
  }

  /** A new pending donation; FounderPackTaken when it is a Founder Pack and the player holds one already. */
  async insert(manager: EntityManager, donation: NewDonation): Promise<Donation> {
    const [row]: DonationRow[] = await manager
      .query(
        `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          donation.userId,
          donation.username,
          donation.email,
          donation.packageId,
          donation.packageName,
          donation.isFounder,
          donation.characterName,
          donation.amountUsd,
          donation.paymentMethod,
        ],
      )
      .catch(violationOf('donations_one_founder_pack', () => new FounderPackTaken()));
    return toDonation(row);
  }

  async find(id: number): Promise<Donation | undefined> {
    const [row]: DonationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM donations.donations WHERE id = $1`,
      [id],
    );
    return row && toDonation(row);
  }

  /** The donation, locked FOR UPDATE until the transaction ends; with `userId`, only when it is that player's. */
  async lock(manager: EntityManager, id: number, userId?: number): Promise<Donation | undefined> {
    const [row]: DonationRow[] =
      userId === undefined
        ? await manager.query(`SELECT ${COLUMNS} FROM donations.donations WHERE id = $1 FOR UPDATE`, [id])
        : await manager.query(`SELECT ${COLUMNS} FROM donations.donations WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
            id,
            userId,
          ]);
    return row && toDonation(row);
  }

  /** TransactionCodeTaken when another donation carries the code already. */
  async setTransactionCode(manager: EntityManager, id: number, code: string): Promise<Donation> {
    const [[row]]: [DonationRow[], number] = await manager
      .query(
        `UPDATE donations.donations SET transaction_code = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, code],
      )
      .catch(violationOf('donations_transaction_code_key', () => new TransactionCodeTaken()));
    return toDonation(row);
  }

  async setStatus(manager: EntityManager, id: number, status: DonationStatus): Promise<Donation> {
    const [[row]]: [DonationRow[], number] = await manager.query(
      `UPDATE donations.donations SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, status],
    );
    return toDonation(row);
  }

  /** A page of the player's donations, newest first, and how many there are in all. */
  async pageOf(userId: number, status: DonationFilter, page: number, limit: number): Promise<DonationSlice> {
    const filter = status === 'all' ? null : status;
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM donations.donations WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)`,
      [userId, filter],
    );
    const rows: DonationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM donations.donations WHERE user_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [userId, filter, limit, (page - 1) * limit],
    );
    return { rows: rows.map(toDonation), total };
  }

  /** Every donation of the player, newest first. */
  async allOf(userId: number): Promise<Donation[]> {
    const rows: DonationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM donations.donations WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toDonation);
  }

  /** A page of everyone's donations matching the filter and the admin's search words, newest first, and how many match. */
  async search(
    status: DonationFilter,
    words: DonationSearch | null,
    page: number,
    limit: number,
  ): Promise<DonationSlice> {
    const params = [status === 'all' ? null : status, words?.pattern ?? null, words?.id ?? null];
    const where = `WHERE ($1::text IS NULL OR status = $1)
      AND ($2::text IS NULL OR username ILIKE $2 OR character_name ILIKE $2 OR transaction_code ILIKE $2 OR id = $3::int)`;
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM donations.donations ${where}`,
      params,
    );
    const rows: DonationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM donations.donations ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, (page - 1) * limit],
    );
    return { rows: rows.map(toDonation), total };
  }

  /** The package ids of the player's completed Founder Packs. */
  async completedFounderPacks(userId: number): Promise<string[]> {
    const rows: Array<{ package_id: string }> = await this.dataSource.query(
      `SELECT package_id FROM donations.donations WHERE user_id = $1 AND is_founder AND status = 'completed'`,
      [userId],
    );
    return rows.map((row) => row.package_id);
  }
}
