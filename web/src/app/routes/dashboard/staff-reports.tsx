import { ReportsPage } from '../../../features/staff/components/reports/reports-page';

/** /dashboard/reports: the reports queue (staff). */
export default function StaffReportsRoute() {
  return <ReportsPage />;
}
