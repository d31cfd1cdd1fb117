import { Injectable } from '@nestjs/common';
import { GrantNxType, StaffGrant } from '@henesys/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** A grant as accounts.staff_grants keeps it: the answer without its live delivery state, and who sent it. */
export type StoredGrant = Omit<StaffGrant, 'delivery' | 'created'> & { byId: number };

interface GrantRow {
  grant_key: string;
  account_id: number;
  account_name: string;
  reason: string;
  nx_type: GrantNxType | null;
  nx_amount: number | null;
  items: StoredGrant['items'];
  by_id: number;
  by_name: string;
  created_at: Date;
}

const COLUMNS = 'grant_key, account_id, account_name, reason, nx_type, nx_amount, items, by_id, by_name, created_at';

function toGrant(row: GrantRow): StoredGrant {
  return {
    key: row.grant_key,
    accountId: row.account_id,
    accountName: row.account_name,
    reason: row.reason,
    nx: row.nx_type === null || row.nx_amount === null ? null : { type: row.nx_type, amount: row.nx_amount },
    items: row.items,
    by: row.by_name,
    byId: row.by_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** accounts.staff_grants: one row per grant key, for the player's page (the game rows are keyed `grant:<key>`). */
@Injectable()
export class StaffGrantsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Queues same-key grants behind each other until the first one's transaction ends. */
  async lockKey(manager: EntityManager, key: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.staff-grant'), hashtext($1))`, [key]);
  }

  async find(manager: EntityManager, key: string): Promise<StoredGrant | undefined> {
    const [row]: GrantRow[] = await manager.query(`SELECT ${COLUMNS} FROM accounts.staff_grants WHERE grant_key = $1`, [
      key,
    ]);
    return row && toGrant(row);
  }

  async insert(manager: EntityManager, grant: Omit<StoredGrant, 'createdAt'>): Promise<StoredGrant> {
    const [row]: GrantRow[] = await manager.query(
      `INSERT INTO accounts.staff_grants (grant_key, account_id, account_name, reason, nx_type, nx_amount, items, by_id, by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        grant.key,
        grant.accountId,
        grant.accountName,
        grant.reason,
        grant.nx?.type ?? null,
        grant.nx?.amount ?? null,
        JSON.stringify(grant.items),
        grant.byId,
        grant.by,
      ],
    );
    return toGrant(row);
  }

  /** The account's grants, newest first. */
  async ofAccount(accountId: number, limit: number): Promise<StoredGrant[]> {
    const rows: GrantRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM accounts.staff_grants WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [accountId, limit],
    );
    return rows.map(toGrant);
  }
}
