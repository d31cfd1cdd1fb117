import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../hooks/use-auth';
import { decideAccess, type AccessRequirement } from '../lib/auth-state';
import { guardedLoginState } from '../lib/redirect-target';

/** Route guard (SPEC §2 'Guards'): wraps the child routes that need a user, staff (an admin or a Moderator) or an admin. */
export function RequireAccess({ requirement }: { requirement: AccessRequirement }) {
  const { status, user, isLoggingOut } = useAuth();
  const location = useLocation();
  const decision = decideAccess({ status, user }, requirement, isLoggingOut);
  if (decision.kind === 'loading') return <Loading />;
  if (decision.kind === 'redirect') {
    return (
      <Navigate to={decision.to} replace state={decision.rememberOrigin ? guardedLoginState(location) : undefined} />
    );
  }
  return <Outlet />;
}
