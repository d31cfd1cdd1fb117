import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/list-state';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { PlayerPage } from '../../../features/staff/components/player/player-page';

/** /dashboard/players/:accountId: one player (staff); the admins' parts only for admins. */
export default function StaffPlayerRoute() {
  const { isAdmin } = useAuth();
  const accountId = Number(useParams().accountId);
  if (!Number.isSafeInteger(accountId) || accountId <= 0) return <EmptyState>No such player.</EmptyState>;
  // A key per player: going from one player to another (an alt's link) starts the page afresh.
  return <PlayerPage key={accountId} accountId={accountId} isAdmin={isAdmin} />;
}
