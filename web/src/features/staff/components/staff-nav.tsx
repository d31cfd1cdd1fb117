import { NavBar, type DashboardLink } from '../../../components/layout/dashboard-nav';
import { paths } from '../../../config/paths';
import { useOpenReportCount } from '../api/get-report-count';
import { PlayerSearchBox } from './players/player-search-box';
import './staff-nav.css';

function OpenCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="staff-nav__count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> ({count} open)</span>
    </span>
  );
}

/** The staff console's navigation (admins and Moderators): its pages, the open reports, and a player search. */
export function StaffNav() {
  const openReports = useOpenReportCount();
  const links: DashboardLink[] = [
    { to: paths.staffPlayers, label: 'Players' },
    { to: paths.staffReports, label: 'Reports', extra: <OpenCount count={openReports.data} /> },
    { to: paths.staffBans, label: 'Bans' },
    { to: paths.staffAudit, label: 'Audit log' },
  ];
  return (
    <NavBar label="Staff" links={links} className="staff-nav">
      <PlayerSearchBox />
    </NavBar>
  );
}
