import type { ReactNode } from 'react';
import { Loading } from '../../../components/ui/loading';
import { useAccountDetails } from '../api/get-account-details';
import { AccountOverview } from './account-overview';
import { BalanceCard } from './balance-card';
import { CharactersCard } from './characters-card';
import { RecentActivityCard } from './recent-activity-card';
import './dashboard.css';
import { Button } from '../../../components/ui/button';

const ACCOUNT_LOAD_FAILED = 'Failed to load account information';

interface DashboardViewProps {
  username: string;
  role: string;
  isAdmin: boolean;
  /** The donation list, which the route brings from its own feature. */
  donations: ReactNode;
  /** A donation waits for the player (a code to send): the list comes before the other cards. */
  donationsFirst?: boolean;
}

/** The /dashboard page body (SPEC §2 'Dashboard'). */
export function DashboardView({ username, role, isAdmin, donations, donationsFirst = false }: DashboardViewProps) {
  const details = useAccountDetails();

  if (details.isPending) return <Loading />;
  if (details.isError) {
    return (
      <section className="card dashboard__error" aria-labelledby="dashboard-error">
        <p id="dashboard-error" className="dashboard__error-text" role="alert">
          {ACCOUNT_LOAD_FAILED}
        </p>
        <Button variant="secondary" onClick={() => void details.refetch()} disabled={details.isFetching}>
          {details.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </section>
    );
  }

  const { data } = details;
  return (
    <div className="dashboard">
      <AccountOverview username={username} role={role} isAdmin={isAdmin} details={data} />
      {donationsFirst ? donations : null}
      <div className="dashboard__grid">
        <BalanceCard nxCash={data.nxCash} nxPrepaid={data.nxPrepaid} pendingNx={data.pendingNx} inGame={data.inGame} />
        <CharactersCard characters={data.characters} tools={data.characterTools} />
      </div>
      <RecentActivityCard activity={data.recentActivity} />
      {donationsFirst ? null : donations}
    </div>
  );
}
