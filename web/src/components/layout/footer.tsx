import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">Henesys</p>
          <p>A v83 private server made by players, for players.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.termsOfService}>Terms of Service</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.features}>Features</Link>
            </li>
            <li>
              <Link to={paths.community}>Community</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__disclaimer">
          Henesys is a non-commercial fan project. It is not affiliated with, endorsed by or connected to the original
          game's publisher or developers. All trademarks and game content belong to their respective owners.
        </p>
        <p className="site-footer__copy">© {new Date().getFullYear()} Henesys</p>
      </div>
    </footer>
  );
}
