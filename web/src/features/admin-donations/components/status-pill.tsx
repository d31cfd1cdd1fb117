import { Pill } from '../../../components/ui/pill';
import { statusLabel, statusTone } from '../lib/status';

export function StatusPill({ status }: { status: string }) {
  return (
    <Pill tone={statusTone(status)} className="dm-pill">
      {statusLabel(status)}
    </Pill>
  );
}
