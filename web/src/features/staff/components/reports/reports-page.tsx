import { useSearchParams } from 'react-router-dom';
import { REPORT_STATUSES, type ReportStatus } from '@henesys/contracts';
import { Tabs } from '../../../../components/ui/tabs';
import { useReports } from '../../api/get-reports';
import { useSetReportStatus } from '../../api/set-report-status';
import { usePageParam } from '../../hooks/use-page-param';
import { REPORT_STATUS_LABELS } from '../../../../lib/status-labels';
import { ActionMessage } from '../shared/action-message';
import { PagedList } from '../shared/paged-list';
import { StaffSection } from '../shared/staff-section';
import { ReportCard } from './report-card';
import '../staff.css';

const isStatus = (value: string | null): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);

/** /dashboard/reports: the reports players sent from the game, by status (?status=), newest first. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ReportStatus = isStatus(requested) ? requested : 'open';
  const [page, setPage] = usePageParam();
  const reports = useReports(status, page);
  const change = useSetReportStatus();
  const openCount = reports.data?.openCount;

  const list = (
    <PagedList
      query={reports}
      loading="Loading the reports..."
      failure="Failed to load the reports"
      count={(page) => page.reports.length}
      empty={`No ${REPORT_STATUS_LABELS[status].toLowerCase()} reports.`}
      pagesLabel="Report pages"
      onPage={setPage}
    >
      {({ reports: rows }) => (
        <ul className="staff-reports" aria-label={`${REPORT_STATUS_LABELS[status]} reports`}>
          {rows.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                busy={change.isPending}
                onStatus={(next) => change.mutate({ id: report.id, status: next })}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );

  return (
    <StaffSection title="Reports">
      <ActionMessage
        outcome={{ success: change.data?.message, error: change.error }}
        failure="Failed to change the report"
      />
      <Tabs
        label="Report status"
        selectedId={status}
        onSelect={(next) => setParams(next === 'open' ? {} : { status: next })}
        items={REPORT_STATUSES.map((id) => ({
          id,
          label: id === 'open' && openCount !== undefined ? `Open (${openCount})` : REPORT_STATUS_LABELS[id],
          // Only the chosen tab's list is asked for.
          content: id === status ? list : null,
        }))}
      />
    </StaffSection>
  );
}
