import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import './download.css';

export default function DownloadRoute() {
  return (
    <div className="page stack">
      <section className="card download" aria-labelledby="download-title">
        <div>
          <h2 id="download-title">Full client</h2>
          <p>
            One installer with everything you need: the game client, the Henesys patches and the launcher. Install it
            once; the launcher keeps you up to date.
          </p>
        </div>
        <a className="button button--primary button--large download__button" href={env.clientDownloadUrl} download>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path fill="currentColor" d="M11 3h2v10.17l3.59-3.58L18 11l-6 6-6-6 1.41-1.41L11 13.17zM5 19h14v2H5z" />
          </svg>
          Download Full Client
        </a>
        <p className="meta download__note">For Windows 10 and 11. Prefer a mirror or need help? Ask on the community.</p>
      </section>

      <div className="card-grid">
        <section className="card" aria-labelledby="install-title">
          <h2 id="install-title">How to install</h2>
          <ol className="steps">
            <li>Download the full client with the button above.</li>
            <li>Run the installer and choose a folder outside "Program Files", such as C:\Games\Henesys.</li>
            <li>Start the Henesys launcher; it checks for the latest patch.</li>
            <li>
              Log in with your website account. No account yet? <Link to={paths.signup}>Sign up</Link> first.
            </li>
          </ol>
        </section>

        <section className="card" aria-labelledby="requirements-title">
          <h2 id="requirements-title">System requirements</h2>
          <ul className="requirements">
            <li>
              <strong>System:</strong> Windows 10 or 11
            </li>
            <li>
              <strong>Memory:</strong> 4 GB RAM
            </li>
            <li>
              <strong>Graphics:</strong> any card with DirectX 9
            </li>
            <li>
              <strong>Disk:</strong> about 5 GB free
            </li>
          </ul>
          <p className="meta">On macOS or Linux the client runs through a compatibility layer such as Wine; see the community guides.</p>
        </section>

        <section className="card" aria-labelledby="help-title">
          <h2 id="help-title">Trouble starting?</h2>
          <ul className="requirements">
            <li>Run the launcher as administrator once after installing.</li>
            <li>Only play at the default resolution the first time, then change it in game.</li>
            <li>Still stuck? Our players and staff help every day on the community.</li>
          </ul>
          <div className="button-row">
            <Link className="button button--secondary" to={paths.community}>
              Get help on the community
            </Link>
            <Link className="button button--secondary" to={paths.home}>
              Back to Home
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
