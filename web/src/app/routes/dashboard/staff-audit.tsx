import { AuditPage } from '../../../features/staff/components/audit/audit-page';

/** /dashboard/audit: the staff audit log (staff). */
export default function StaffAuditRoute() {
  return <AuditPage />;
}
