import { useSearchParams } from 'react-router-dom';
import { plural } from '../../../../lib/format';
import { useAudit } from '../../api/get-audit';
import { usePageParam } from '../../hooks/use-page-param';
import { auditParams, readAuditFilters, type AuditFilters } from '../../lib/audit-filters';
import { AuditList } from '../shared/audit-list';
import { PagedList } from '../shared/paged-list';
import { StaffSection } from '../shared/staff-section';
import { AuditFiltersBar } from './audit-filters-bar';
import '../staff.css';

/** /dashboard/audit: every staff action, filtered by who, what and on what; the filters live in the address. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const [page, setPage] = usePageParam();
  const audit = useAudit(filters, page);
  // A new filter starts again on page 1 (no page in the address).
  const filter = (next: AuditFilters) => setParams(auditParams(next), { replace: true });

  return (
    <StaffSection
      title="Audit log"
      aside={audit.data ? <span className="meta">{plural(audit.data.pagination.total, 'action')}</span> : null}
    >
      <AuditFiltersBar filters={filters} onChange={filter} />
      <PagedList
        query={audit}
        loading="Loading the audit log..."
        failure="Failed to load the audit log"
        count={(page) => page.entries.length}
        empty="No staff actions match."
        pagesLabel="Audit pages"
        onPage={setPage}
      >
        {({ entries }) => <AuditList entries={entries} label="Audit log" />}
      </PagedList>
    </StaffSection>
  );
}
