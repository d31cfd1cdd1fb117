import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardNav } from '../../../components/layout/dashboard-nav';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { StaffNav } from '../../../features/staff/components/staff-nav';

/** The /dashboard pages: their navigation above the page, and the staff console's under it for staff. */
export default function DashboardLayout() {
  const { isAdmin, isStaff } = useAuth();
  return (
    <div className="page">
      <DashboardNav isAdmin={isAdmin} />
      {isStaff ? <StaffNav /> : null}
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
