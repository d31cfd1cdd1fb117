import { useId } from 'react';
import { useServerStatus } from '../api/get-server-status';
import { isBoostedRate } from '../lib/parse-server-status';
import { toStatusView } from '../lib/status-view';
import { PlayersOnlineSparkline } from './players-online-sparkline';
import './server-status-widget.css';

interface Props {
  /** Poll every 10 s (Home) or read once (header toggle). */
  poll?: boolean;
  /** 'card' on pages, 'compact' inside the header's mobile panel. */
  variant?: 'card' | 'compact';
}

function Rate({ name, value }: { name: string; value: string }) {
  const boosted = isBoostedRate(value);
  return (
    <div className="server-status__rate">
      <dt>{name}</dt>
      <dd className={boosted ? 'rate rate--boosted' : 'rate'}>
        {value}
        {boosted ? (
          <>
            <span className="rate__arrow" aria-hidden="true">
              ▲
            </span>
            <span className="visually-hidden"> (boosted)</span>
          </>
        ) : null}
      </dd>
    </div>
  );
}

/** The server information widget (SPEC §2 Home and the mobile status toggle). */
export function ServerStatusWidget({ poll = false, variant = 'card' }: Props) {
  const query = useServerStatus({ poll });
  const view = toStatusView({ data: query.data, error: query.error });
  const titleId = useId();
  const { serverInfo } = view;

  return (
    <section
      className={`server-status server-status--${variant}${variant === 'card' ? ' card' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="server-status__head">
        {variant === 'card' ? (
          <h2 id={titleId} className="server-status__title">
            Server Status
          </h2>
        ) : (
          <p id={titleId} className="server-status__title">
            Server Status
          </p>
        )}
        <p className={`status-pill status-pill--${view.tone}`} role="status" aria-live="polite">
          <span className="status-pill__light" aria-hidden="true" />
          {view.label}
        </p>
      </div>
      {view.players ? <p className="server-status__players">{view.players}</p> : null}
      {variant === 'card' ? <PlayersOnlineSparkline /> : null}
      {view.message ? <p className="server-status__message">{view.message}</p> : null}
      {serverInfo.maintenance ? <p className="server-status__message">Scheduled maintenance is in progress.</p> : null}
      <dl className="server-status__info">
        <div className="server-status__rate server-status__rate--version">
          <dt>Version</dt>
          <dd>{serverInfo.version}</dd>
        </div>
        <Rate name="EXP" value={serverInfo.expRate} />
        <Rate name="Meso" value={serverInfo.mesoRate} />
        <Rate name="Drop" value={serverInfo.dropRate} />
      </dl>
    </section>
  );
}
