import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../hooks/use-auth';
import { decideGuestPage } from '../lib/auth-state';

/** Route guard of the guest pages (/login, /signup): a logged-in player is sent to the dashboard. */
export function GuestOnly() {
  const { status, user, isLoggingIn } = useAuth();
  const decision = decideGuestPage({ status, user }, isLoggingIn);
  if (decision.kind === 'loading') return <Loading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
