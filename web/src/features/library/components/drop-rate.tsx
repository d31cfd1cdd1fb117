import { dropRateText } from '../lib/chances';

/** The server's drop rate, beside the chances it applies to. */
export function DropRate({ rate }: { rate: number }) {
  return <span className="meta library-rate">Server drop rate {dropRateText(rate)}</span>;
}
