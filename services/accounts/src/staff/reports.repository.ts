import { Injectable } from '@nestjs/common';
import { ReportStatus } from '@henesys/contracts';
import { GameReportHead, gameTimeToIso } from '@henesys/game';
import { DataSource } from 'typeorm';
import { pageOffset } from './staff-pagination';

/** A report as the site keeps it: the game's small columns and what staff decided. */
export interface ReportState {
  id: number;
  reportedAt: Date;
  reporterId: number;
  victimId: number;
  reason: number;
  status: ReportStatus;
  handledBy: string | null;
  handledAt: Date | null;
  /** How many times its status changed: names each change's audit row. */
  changes: number;
}

interface ReportRow {
  id: string;
  reported_at: Date;
  reporter_id: number;
  victim_id: number;
  reason: number;
  status: ReportStatus;
  handled_by: string | null;
  handled_at: Date | null;
  changes: number;
}

const COLUMNS = 'id, reported_at, reporter_id, victim_id, reason, status, handled_by, handled_at, changes';

function toState(row: ReportRow): ReportState {
  return {
    id: Number(row.id),
    reportedAt: row.reported_at,
    reporterId: row.reporter_id,
    victimId: row.victim_id,
    reason: row.reason,
    status: row.status,
    handledBy: row.handled_by,
    handledAt: row.handled_at,
    changes: row.changes,
  };
}

/** accounts.reports: the game's reports by id, with the status staff gave each (never written to the game). */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async highestId(): Promise<number> {
    const [row]: Array<{ id: string | null }> = await this.dataSource.query(
      'SELECT max(id) AS id FROM accounts.reports',
    );
    return Number(row.id ?? 0);
  }

  /** Copies reports not known yet (open); ones already here keep their state. */
  async import(reports: GameReportHead[]): Promise<void> {
    if (reports.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO accounts.reports (id, reported_at, reporter_id, victim_id, reason)
       SELECT * FROM unnest($1::bigint[], $2::timestamptz[], $3::int[], $4::int[], $5::smallint[])
       ON CONFLICT (id) DO NOTHING`,
      [
        reports.map((report) => report.id),
        reports.map((report) => gameTimeToIso(report.reporttime)),
        reports.map((report) => report.reporterid),
        reports.map((report) => report.victimid),
        reports.map((report) => report.reason),
      ],
    );
  }

  async find(id: number): Promise<ReportState | undefined> {
    const [row]: ReportRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM accounts.reports WHERE id = $1`, [
      id,
    ]);
    return row && toState(row);
  }

  /** A page of one status, newest first, with its total and the open count. */
  async page(
    status: ReportStatus,
    page: number,
    limit: number,
  ): Promise<{ reports: ReportState[]; total: number; open: number }> {
    const [rows, [counts]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM accounts.reports WHERE status = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [status, limit, pageOffset(page, limit)],
      ) as Promise<ReportRow[]>,
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = $1)::int AS total, count(*) FILTER (WHERE status = 'open')::int AS open
         FROM accounts.reports`,
        [status],
      ) as Promise<Array<{ total: number; open: number }>>,
    ]);
    return { reports: rows.map(toState), total: counts.total, open: counts.open };
  }

  async countOpen(): Promise<number> {
    const [row]: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM accounts.reports WHERE status = 'open'`,
    );
    return row.n;
  }

  /**
   * Sets the status (who and when, cleared when reopened), under the row's lock so that two staff members
   * changing it at once each see the status the other left. Undefined for an unknown id.
   */
  async setStatus(
    id: number,
    status: ReportStatus,
    by: string,
  ): Promise<{ before: ReportStatus; report: ReportState } | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const [current]: ReportRow[] = await manager.query(
        `SELECT ${COLUMNS} FROM accounts.reports WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current) return undefined;
      if (current.status === status) return { before: status, report: toState(current) };
      const [[updated]]: [ReportRow[], number] = await manager.query(
        `UPDATE accounts.reports SET status = $2::varchar,
           handled_by = CASE WHEN $2::varchar = 'open' THEN NULL ELSE $3 END,
           handled_at = CASE WHEN $2::varchar = 'open' THEN NULL ELSE now() END,
           changes = changes + 1
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, status, by],
      );
      return { before: current.status, report: toState(updated) };
    });
  }
}
