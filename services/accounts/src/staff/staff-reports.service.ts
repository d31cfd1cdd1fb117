import { Injectable } from '@nestjs/common';
import {
  DomainException,
  ErrorCode,
  REPORT_REASONS,
  ReportPage,
  ReportStatus,
  StaffActor,
  paginationOf,
  StaffReport,
} from '@henesys/contracts';
import { GameReport, GameReports } from '@henesys/game';
import { StaffAuditRecorder } from '@henesys/server';
import { ReportsRepository, ReportState } from './reports.repository';
import { requireStaff } from './staff-access';

/** Reports copied per game query (a primary-key range). */
const IMPORT_BATCH = 5_000;
/**
 * The game inserts reports with auto-increment ids committed in any order: a report given id 10 can commit
 * after id 11 was copied. Each import looks again this far below the highest id copied.
 */
const IMPORT_LOOKBACK = 100;

const STATUS_DONE: Record<ReportStatus, string> = {
  open: 'reopened',
  dismissed: 'dismissed',
  actioned: 'marked actioned',
};

function toReport(state: ReportState, game: GameReport | undefined): StaffReport {
  const party = (characterId: number, side: 'reporter' | 'victim') =>
    game?.[side] ?? { characterId, name: null, accountId: null };
  return {
    id: state.id,
    at: state.reportedAt.toISOString(),
    reporter: party(state.reporterId, 'reporter'),
    victim: party(state.victimId, 'victim'),
    reasonCode: state.reason,
    reason: REPORT_REASONS[state.reason] ?? `Reason ${state.reason}`,
    chatLog: game?.chatlog ?? '',
    description: game?.description ?? '',
    status: state.status,
    handledBy: state.handledBy,
    handledAt: state.handledAt?.toISOString() ?? null,
  };
}

/**
 * The game's player reports with the status staff give them. The game writes `reports` and never
 * reads or updates it; the site copies new rows by id into accounts.reports (open) as it lists them,
 * filters and pages there, and reads the page's texts and names from the game.
 */
@Injectable()
export class StaffReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly gameReports: GameReports,
    private readonly audit: StaffAuditRecorder,
  ) {}

  async list(status: ReportStatus, page: number, limit: number): Promise<ReportPage> {
    await this.importNew();
    const found = await this.reports.page(status, page, limit);
    const texts = await this.gameReports.byIds(found.reports.map((report) => report.id));
    return {
      reports: found.reports.map((report) => toReport(report, texts.get(report.id))),
      pagination: paginationOf(page, limit, found.total),
      openCount: found.open,
    };
  }

  async openCount(): Promise<number> {
    await this.importNew();
    return this.reports.countOpen();
  }

  async setStatus(
    actor: StaffActor,
    id: number,
    status: ReportStatus,
  ): Promise<{ message: string; report: StaffReport }> {
    requireStaff(actor, 'change a report');
    if (!(await this.reports.find(id))) await this.importNew();
    // Read before the change: a game database that does not answer refuses the change whole (nothing unaudited).
    const texts = await this.gameReports.byIds([id]);
    const change = await this.reports.setStatus(id, status, actor.username);
    if (!change) throw new DomainException(ErrorCode.NotFound, `Report #${id} not found.`);
    const report = toReport(change.report, texts.get(id));
    if (change.before === status) return { message: `Report #${id} is already ${status}.`, report };
    await this.audit.record(`report:${id}:${change.report.changes}`, {
      actor: { id: actor.id, name: actor.username },
      action: 'report.status',
      target: `report:${id}`,
      targetLabel: `Report #${id}`,
      // The player reported is the one the decision concerns.
      accountId: report.victim.accountId,
      reason: null,
      before: { status: change.before },
      after: { status },
    });
    return { message: `Report #${id} ${STATUS_DONE[status]}.`, report };
  }

  private async importNew(): Promise<void> {
    let after = Math.max(0, (await this.reports.highestId()) - IMPORT_LOOKBACK);
    for (;;) {
      const batch = await this.gameReports.after(after, IMPORT_BATCH);
      await this.reports.import(batch);
      if (batch.length < IMPORT_BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }
}
