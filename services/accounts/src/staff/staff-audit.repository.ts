import { Injectable } from '@nestjs/common';
import { AuditAction, AuditEntry, AuditPage, StaffAuditJob, paginationOf } from '@henesys/contracts';
import { likePrefix } from '@henesys/game';
import { DataSource } from 'typeorm';
import { pageOffset } from './staff-pagination';

export interface AuditFilter {
  /** A staff member's name, by prefix. */
  actor?: string;
  action?: AuditAction;
  /** A target key ('account:12') exactly, or a label ('MapleHero', 'Report #3') by prefix. */
  target?: string;
  page: number;
  limit: number;
}

interface AuditRow {
  id: string;
  at: Date;
  actor_id: number;
  actor_name: string;
  action: AuditAction;
  target: string;
  target_label: string;
  account_id: number | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const COLUMNS = 'id, at, actor_id, actor_name, action, target, target_label, account_id, reason, before, after';

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    target: row.target,
    targetLabel: row.target_label,
    accountId: row.account_id,
    reason: row.reason,
    before: row.before,
    after: row.after,
  };
}

/**
 * accounts.staff_audit: one row per staff action's event key, whatever the retries. Append-only: this
 * class has no update or delete, and the table's trigger refuses them.
 */
@Injectable()
export class StaffAuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(job: StaffAuditJob): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO accounts.staff_audit (event_key, at, actor_id, actor_name, action, target, target_label, account_id, reason, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (event_key) DO NOTHING`,
      [
        job.eventKey,
        job.at,
        job.actor.id,
        job.actor.name,
        job.action,
        job.target,
        job.targetLabel.slice(0, 200),
        job.accountId,
        job.reason,
        job.before === null ? null : JSON.stringify(job.before),
        job.after === null ? null : JSON.stringify(job.after),
      ],
    );
  }

  /** Newest first, filtered. */
  async list(filter: AuditFilter): Promise<AuditPage> {
    const where = `($1::text IS NULL OR actor_name ILIKE $1) AND ($2::text IS NULL OR action = $2)
      AND ($3::text IS NULL OR target = $3 OR target_label ILIKE $4)`;
    const target = filter.target?.trim() || null;
    const params = [
      filter.actor?.trim() ? likePrefix(filter.actor.trim()) : null,
      filter.action ?? null,
      target,
      target === null ? null : likePrefix(target),
    ];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM accounts.staff_audit WHERE ${where} ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`,
        [...params, filter.limit, pageOffset(filter.page, filter.limit)],
      ) as Promise<AuditRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM accounts.staff_audit WHERE ${where}`,
        params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return { entries: rows.map(toEntry), pagination: paginationOf(filter.page, filter.limit, total) };
  }

  /** The actions concerning one game account, newest first. */
  async ofAccount(accountId: number, limit: number): Promise<AuditEntry[]> {
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM accounts.staff_audit WHERE account_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
      [accountId, limit],
    );
    return rows.map(toEntry);
  }
}
