import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardNav } from '../../../components/layout/dashboard-nav';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../../../features/auth/hooks/use-auth';

/** The /dashboard pages: their navigation above the page. */
export default function DashboardLayout() {
  const { isAdmin } = useAuth();
  return (
    <div className="page">
      <DashboardNav isAdmin={isAdmin} />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
