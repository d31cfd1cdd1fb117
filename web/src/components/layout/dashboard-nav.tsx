import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { classNames } from '../ui/class-names';
import './dashboard-nav.css';

export interface DashboardLink {
  to: string;
  label: string;
  end?: boolean;
  /** Shown after the label: a count, for example. */
  extra?: ReactNode;
}

interface NavBarProps {
  /** The navigation's name ('Dashboard', 'Staff'). */
  label: string;
  links: readonly DashboardLink[];
  className?: string;
  /** After the links: a search box, for example. */
  children?: ReactNode;
}

/** A bar of links between the /dashboard pages, the current one highlighted. */
export function NavBar({ label, links, className, children }: NavBarProps) {
  return (
    <nav className={classNames('dashboard-nav', className)} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end ?? false} className="dashboard-nav__link">
              {link.label}
              {link.extra}
            </NavLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

/** The navigation of the /dashboard pages; the Donations and Content Manager links only for admins (SPEC §2). */
export function DashboardNav({ isAdmin }: { isAdmin: boolean }) {
  const links: DashboardLink[] = [
    { to: paths.dashboard, label: 'Dashboard', end: true },
    { to: paths.accountSettings, label: 'Account Settings' },
    { to: paths.donate, label: 'Donate' },
    ...(isAdmin
      ? [
          { to: paths.adminDonations, label: 'Donations Manager' },
          { to: paths.adminContent, label: 'Content Manager' },
          { to: paths.adminVoteSites, label: 'Vote Sites' },
          { to: paths.adminQueues, label: 'Queues' },
        ]
      : []),
  ];
  return <NavBar label="Dashboard" links={links} />;
}
