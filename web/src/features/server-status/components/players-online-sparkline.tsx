import { formatNumber } from '../../../lib/format';
import { usePlayersOnlineHistory } from '../api/get-players-online-history';
import { sparklineOf } from '../lib/sparkline';

const BOX = { width: 240, height: 40 };

/** The players online over the last 24 hours as a small line; nothing until two samples exist. */
export function PlayersOnlineSparkline() {
  const history = usePlayersOnlineHistory();
  const line = history.data ? sparklineOf(history.data.samples, history.data.sampleMinutes, BOX) : null;
  if (!line) return null;
  const label = `Players online over the last 24 hours, peak ${formatNumber(line.peak)}`;
  return (
    <figure className="players-sparkline">
      <svg
        className="players-sparkline__chart"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
      >
        <path
          d={line.path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="players-sparkline__caption" aria-hidden="true">
        Last 24 h · peak {formatNumber(line.peak)}
      </figcaption>
    </figure>
  );
}
