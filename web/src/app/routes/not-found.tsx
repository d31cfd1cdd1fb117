import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.community, label: 'Support' },
  { to: paths.download, label: 'Downloads' },
  { to: paths.signup, label: 'Sign Up' },
  { to: paths.login, label: 'Login' },
  { to: paths.news, label: 'News' },
] as const;

export default function NotFoundRoute() {
  return (
    <div className="page page--narrow">
      <section className="card not-found" aria-labelledby="not-found-title">
        <h2 id="not-found-title">Page Not Found</h2>
        <p>
          This path leads nowhere, like a portal to an unfinished map. The page may have moved, or the link may be
          mistyped. Try one of these instead:
        </p>
        <ul className="link-list">
          {LINKS.map((link) => (
            <li key={link.label}>
              <Link className="button button--secondary" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
