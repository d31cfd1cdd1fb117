import { DashboardView } from '../../../features/dashboard/components/dashboard-view';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { useDonationAwaitingAction } from '../../../features/donations/api/get-donations';
import { DonationList } from '../../../features/donations/components/donation-list';

export default function DashboardRoute() {
  // The route guard lets only a logged-in user in: user is set here.
  const { user, isAdmin } = useAuth();
  const donationsFirst = useDonationAwaitingAction();
  return (
    <DashboardView
      username={user?.username ?? ''}
      role={user?.role ?? ''}
      isAdmin={isAdmin}
      donations={<DonationList />}
      donationsFirst={donationsFirst}
    />
  );
}
