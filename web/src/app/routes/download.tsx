import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ClientDownloadCard } from '../../features/download/components/client-download-card';
import './download.css';

export default function DownloadRoute() {
  return (
    <div className="page stack">
      <ClientDownloadCard />

      <div className="card-grid">
        <section className="card" aria-labelledby="install-title">
          <h2 id="install-title">How to install</h2>
          <ol className="steps">
            <li>Download the full client with the button above, or from a mirror.</li>
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
          <p className="meta">
            On macOS or Linux the client runs through a compatibility layer such as Wine; see the community guides.
          </p>
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
