import type { ClientDownload } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../../components/ui/copy-button';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useClientDownload } from '../api/get-downloads';
import { formatFileSize } from '../lib/file-size';
import './client-download.css';
import { Button } from '../../../components/ui/button';

const DownloadIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <path fill="currentColor" d="M11 3h2v10.17l3.59-3.58L18 11l-6 6-6-6 1.41-1.41L11 13.17zM5 19h14v2H5z" />
  </svg>
);

/** The file as configured on the server: its button, name, size, version, SHA-256 and mirrors. */
function DownloadDetails({ client }: { client: ClientDownload }) {
  return (
    <>
      <a className="button button--primary button--large download__button" href={client.url} download={client.fileName}>
        <DownloadIcon />
        Download Full Client
      </a>
      <dl className="download__facts">
        <div>
          <dt>File</dt>
          <dd className="download__file">{client.fileName}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd className="download__size" title={`${client.sizeBytes} bytes`}>
            {formatFileSize(client.sizeBytes)}
          </dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd className="download__version">{client.version}</dd>
        </div>
        <div className="download__checksum">
          <dt>SHA-256</dt>
          <dd>
            <code className="download__sha256">{client.sha256}</code>
            <CopyButton text={client.sha256} label="Copy SHA-256" />
          </dd>
        </div>
      </dl>
      {client.mirrors.length > 0 ? (
        <nav className="download__mirrors" aria-label="Mirrors">
          <span>Mirrors:</span>
          <ul>
            {client.mirrors.map((mirror) => (
              <li key={mirror.url}>
                <a href={mirror.url} rel="noopener noreferrer">
                  {mirror.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="meta download__note">
        For Windows 10 and 11. Check the file before running it:{' '}
        <code>certutil -hashfile {client.fileName} SHA256</code> must print the SHA-256 above.
      </p>
    </>
  );
}

/** SPEC §2 /download: the one full-client download, or word that it is not out yet. */
export function ClientDownloadCard() {
  const download = useClientDownload();
  return (
    <section className="card download" aria-labelledby="download-title">
      <div>
        <h2 id="download-title">Full client</h2>
        <p>
          One installer with everything you need: the game client, the Henesys patches and the launcher. Install it
          once; the launcher keeps you up to date.
        </p>
      </div>
      {download.isPending ? (
        <Loading label="Loading download..." />
      ) : download.isError ? (
        <div className="download__message" role="alert">
          <p>Failed to load the download. Please try again later.</p>
          <Button variant="secondary" onClick={() => void download.refetch()}>
            Retry
          </Button>
        </div>
      ) : download.data ? (
        <DownloadDetails client={download.data} />
      ) : (
        <p className="download__message download__unavailable" role="status">
          The client is not available yet. Follow the announcements on the <Link to={paths.community}>community</Link>{' '}
          to hear when it is out.
        </p>
      )}
    </section>
  );
}
