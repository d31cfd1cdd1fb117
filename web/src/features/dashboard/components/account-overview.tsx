import type { AccountDetails } from '@henesys/contracts';
import { formatDate, formatDateTime, plural } from '../../../lib/format';
import { banNotice } from '../lib/ban-notice';
import { welcomeHeading } from '../lib/welcome';
import { ACCOUNT_STATUS_LABELS } from '../../../lib/status-labels';

interface AccountOverviewProps {
  username: string;
  role: string;
  isAdmin: boolean;
  details: AccountDetails;
}

/** Who is logged in, the account status and role badges, the last login, and the ban notice of SPEC §4. */
export function AccountOverview({ username, role, isAdmin, details }: AccountOverviewProps) {
  const active = details.status === 'active';
  const ban = banNotice(details);
  return (
    <section className="card dashboard__overview" aria-labelledby="dashboard-welcome">
      <div className="dashboard__overview-head">
        <h2 id="dashboard-welcome">{welcomeHeading(username, details.recentActivity)}</h2>
        <ul className="badge-list" aria-label="Account">
          <li className={`badge ${active ? 'badge--ok' : 'badge--danger'}`}>
            <span className="visually-hidden">Status: </span>
            {ACCOUNT_STATUS_LABELS[details.status]}
          </li>
          <li className={`badge ${isAdmin ? 'badge--admin' : 'badge--role'}`}>
            <span className="visually-hidden">Role: </span>
            {role || 'member'}
          </li>
        </ul>
      </div>
      <p className="meta">Last login: {formatDateTime(details.lastLogin) || 'Never'}</p>
      {ban.kind === 'temporary' ? (
        <div className="ban-notice" role="note" aria-labelledby="ban-notice-title">
          <h3 id="ban-notice-title">Your account is temporarily banned</h3>
          <p>
            The ban ends in <strong>{plural(ban.daysRemaining, 'day')}</strong> ({formatDate(ban.until)}). You cannot
            log in to the game until then.
          </p>
        </div>
      ) : null}
      {ban.kind === 'permanent' ? (
        <div className="ban-notice" role="note" aria-labelledby="ban-notice-title">
          <h3 id="ban-notice-title">Your account is permanently banned</h3>
          <p>
            You can no longer log in to the game. If you think this is a mistake, contact the staff on our community.
          </p>
        </div>
      ) : null}
    </section>
  );
}
