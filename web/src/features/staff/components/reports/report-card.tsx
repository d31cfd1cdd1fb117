import { Link } from 'react-router-dom';
import type { ReportStatus, StaffReport } from '@henesys/contracts';
import { buttonClass } from '../../../../components/ui/button-class';
import { Button } from '../../../../components/ui/button';
import { playerPath } from '../../lib/player-path';
import { reportReasonText } from '../../lib/labels';
import { PlayerLink } from '../shared/player-link';
import { When } from '../shared/when';
import '../../../../components/ui/data-list.css';

/** The status changes a report in each status offers. */
const CHANGES: Record<ReportStatus, ReadonlyArray<readonly [status: ReportStatus, label: string]>> = {
  open: [
    ['dismissed', 'Dismiss'],
    ['actioned', 'Mark actioned'],
  ],
  dismissed: [['open', 'Reopen']],
  actioned: [['open', 'Reopen']],
};

interface ReportCardProps {
  report: StaffReport;
  onStatus: (status: ReportStatus) => void;
  busy: boolean;
}

/** One report: who reported whom, why, the chat log as the game recorded it, and what to do about it. */
export function ReportCard({ report, onStatus, busy }: ReportCardProps) {
  const titleId = `report-${report.id}`;
  const { victim } = report;
  return (
    <article className="data-card staff-report" aria-labelledby={titleId}>
      <header className="data-card__head">
        <h3 id={titleId}>Report #{report.id}</h3>
        <When at={report.at} />
      </header>
      <dl className="data-card__fields staff-facts">
        <div>
          <dt>Reporter</dt>
          <dd>
            <PlayerLink accountId={report.reporter.accountId} name={report.reporter.name} />
          </dd>
        </div>
        <div>
          <dt>Reported player</dt>
          <dd>
            <PlayerLink accountId={victim.accountId} name={victim.name} />
          </dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{report.reason || reportReasonText(report.reasonCode)}</dd>
        </div>
        {report.handledBy ? (
          <div>
            <dt>Handled</dt>
            <dd>
              {report.handledBy}, <When at={report.handledAt} none="" />
            </dd>
          </div>
        ) : null}
      </dl>
      <h4>Chat log</h4>
      {report.chatLog ? (
        <pre className="staff-chat-log">{report.chatLog}</pre>
      ) : (
        <p className="staff-muted">None recorded.</p>
      )}
      <h4>Description</h4>
      <p className="staff-break">{report.description || <span className="staff-muted">None written.</span>}</p>
      <div className="button-row staff-report__actions">
        {CHANGES[report.status].map(([status, label]) => (
          <Button key={status} variant="secondary" size="small" disabled={busy} onClick={() => onStatus(status)}>
            {label}
            <span className="visually-hidden"> report #{report.id}</span>
          </Button>
        ))}
        {report.status === 'open' && victim.accountId !== null ? (
          <Link
            className={buttonClass({ variant: 'danger', size: 'small' })}
            to={playerPath(victim.accountId, report.id)}
          >
            Ban the reported player
            <span className="visually-hidden"> of report #{report.id}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
