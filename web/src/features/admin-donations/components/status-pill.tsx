import { Pill } from '../../../components/ui/pill';
import { statusTone } from '../lib/status';
import { donationStatusLabel } from '../../../lib/status-labels';

export function StatusPill({ status }: { status: string }) {
  return (
    <Pill tone={statusTone(status)} className="dm-pill">
      {donationStatusLabel(status)}
    </Pill>
  );
}
