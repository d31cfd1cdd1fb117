import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import './dashboard-nav.css';

/** The navigation of the /dashboard pages; the Donations and Content Manager links only for admins (SPEC §2). */
export function DashboardNav({ isAdmin }: { isAdmin: boolean }) {
  const links = [
    { to: paths.dashboard, label: 'Dashboard', end: true },
    { to: paths.accountSettings, label: 'Account Settings', end: false },
    { to: paths.donate, label: 'Donate', end: false },
    ...(isAdmin ? [{ to: paths.adminDonations, label: 'Donations Manager', end: false }] : []),
    ...(isAdmin ? [{ to: paths.adminContent, label: 'Content Manager', end: false }] : []),
    ...(isAdmin ? [{ to: paths.adminQueues, label: 'Queues', end: false }] : []),
  ];
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className="dashboard-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
