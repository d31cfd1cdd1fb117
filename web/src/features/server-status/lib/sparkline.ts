import { PLAYERS_ONLINE_HISTORY_HOURS, type PlayersOnlineSample } from '@henesys/contracts';

export interface SparklineBox {
  width: number;
  height: number;
}

export interface Sparkline {
  /** SVG path data; a gap of more than two sample intervals (service down) starts a new segment. */
  path: string;
  peak: number;
}

const WINDOW_MS = PLAYERS_ONLINE_HISTORY_HOURS * 3_600_000;
/** Room kept above and below the line so the stroke is not cut. */
const PAD = 2;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The players-online line of the last 24 hours ending at the newest sample: time left to right over
 * the whole 24 hours (a young history sits on the right), players bottom to top up to the peak.
 * Null when there are fewer than two samples: one point is no line.
 */
export function sparklineOf(
  samples: PlayersOnlineSample[],
  sampleMinutes: number,
  box: SparklineBox,
): Sparkline | null {
  const points = samples
    .map((sample) => ({ at: Date.parse(sample.at), players: Math.max(0, sample.players) }))
    .filter((point) => Number.isFinite(point.at));
  if (points.length < 2) return null;
  const end = points[points.length - 1].at;
  const start = end - WINDOW_MS;
  const peak = Math.max(...points.map((point) => point.players));
  const scale = Math.max(peak, 1);
  const maxGapMs = 2 * sampleMinutes * 60_000;
  const path = points
    .filter((point) => point.at >= start)
    .map((point, index, shown) => {
      const x = round(((point.at - start) / WINDOW_MS) * box.width);
      const y = round(box.height - PAD - (point.players / scale) * (box.height - 2 * PAD));
      const newSegment = index === 0 || point.at - shown[index - 1].at > maxGapMs;
      return `${newSegment ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ');
  return { path, peak };
}
