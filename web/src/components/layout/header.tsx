import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import leafUrl from '../../assets/maple-leaf.svg';
import { paths } from '../../config/paths';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useScrolled } from '../../hooks/use-scrolled';
import './header.css';

const MAIN_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.download, label: 'Downloads' },
  { to: paths.rankings, label: 'Rankings' },
  { to: paths.vote, label: 'Vote' },
  { to: paths.donate, label: 'Donate' },
  { to: paths.skills, label: 'Skills' },
  { to: paths.library, label: 'Library' },
  { to: paths.community, label: 'Community' },
] as const;

interface HeaderProps {
  /** The logged-in user, or null for a guest. */
  user: { username: string } | null;
  onLogout: () => void;
  /** Location state for the Login link, so login can return to this page. */
  loginLinkState?: unknown;
  /** The server status widget, shown by the mobile toggle. */
  statusPanel: ReactNode;
}

type OpenPanel = 'menu' | 'status' | null;

interface PanelToggleProps {
  id: string;
  controls: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A phone-only button that opens one of the header's panels. */
function PanelToggle({ id, controls, label, open, onToggle, children }: PanelToggleProps) {
  return (
    <button
      id={id}
      className="icon-button"
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
      <span>{label}</span>
    </button>
  );
}

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';
}

export function Header({ user, onLogout, loginLinkState, statusPanel }: HeaderProps) {
  const scrolled = useScrolled();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const location = useLocation();
  const [open, setOpen] = useState<OpenPanel>(null);

  // Panels close on navigation and when the window grows past the phone layout.
  useEffect(() => setOpen(null), [location.pathname]);
  useEffect(() => {
    if (!isMobile) setOpen(null);
  }, [isMobile]);

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      document.getElementById(open === 'menu' ? 'menu-toggle' : 'status-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const toggle = (panel: Exclude<OpenPanel, null>) => setOpen((current) => (current === panel ? null : panel));
  const classes = ['site-header', scrolled && 'site-header--scrolled', open === 'menu' && 'site-header--menu-open'];

  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <div className="site-header__inner">
        <Link to={paths.home} className="brand">
          <img className="brand__logo" src={leafUrl} alt="" width={36} height={36} />
          <span className="brand__name">Henesys</span>
        </Link>

        <div className="site-header__toggles">
          <PanelToggle
            id="status-toggle"
            controls="mobile-status-panel"
            label="Status"
            open={open === 'status'}
            onToggle={() => toggle('status')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M4 18h2v-4H4zm5 0h2v-8H9zm5 0h2V7h-2zm5 0h2V4h-2z" fill="currentColor" />
            </svg>
          </PanelToggle>
          <PanelToggle
            id="menu-toggle"
            controls="site-menu"
            label="Menu"
            open={open === 'menu'}
            onToggle={() => toggle('menu')}
          >
            <span className="hamburger" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </PanelToggle>
        </div>

        <div id="site-menu" className="site-menu">
          <nav className="site-nav" aria-label="Main">
            <ul className="site-nav__list">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === paths.home} className={navClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="site-nav site-nav--account" aria-label="Account">
            <ul className="site-nav__list">
              {user ? (
                <>
                  <li>
                    <NavLink to={paths.dashboard} className={navClass}>
                      My Account
                    </NavLink>
                  </li>
                  <li>
                    <button className="site-nav__link site-nav__button" type="button" onClick={onLogout}>
                      Logout
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.login} state={loginLinkState} className={navClass}>
                      Login
                    </NavLink>
                  </li>
                  <li>
                    <NavLink
                      to={paths.signup}
                      className={({ isActive }) => `${navClass({ isActive })} site-nav__link--cta`}
                    >
                      Sign Up
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </div>
      <div id="mobile-status-panel" className="mobile-status" hidden={open !== 'status'}>
        {open === 'status' ? statusPanel : null}
      </div>
    </header>
  );
}
