import { statusLabel, statusTone } from '../lib/status';

export function StatusPill({ status }: { status: string }) {
  return <span className={`dm-pill dm-pill--${statusTone(status)}`}>{statusLabel(status)}</span>;
}
