import { useId, useState } from 'react';
import type { DonationAuditEntry } from '@henesys/contracts';
import { formatDate, formatTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { donationStatusLabel } from '../../../lib/status-labels';

/** Who changed the status, when, from what to what, with their notes; collapsed until asked for. */
export function AuditTrail({ donationId, entries }: { donationId: number; entries: readonly DonationAuditEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entries.length === 0) return <p className="dm-muted dm-small dm-audit__empty">No status changes yet</p>;
  return (
    <div className="dm-audit">
      <Button
        variant="bare"
        className="dm-link-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="dm-audit__chevron">
          {open ? '▾' : '▸'}
        </span>
        Audit trail ({entries.length})<span className="visually-hidden"> of donation #{donationId}</span>
      </Button>
      <ol id={listId} className="dm-audit__list" hidden={!open}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="dm-audit__entry">
            <span className="dm-audit__who">{entry.admin}</span>{' '}
            <span className="dm-audit__change">
              {donationStatusLabel(entry.from)} → {donationStatusLabel(entry.to)}
            </span>{' '}
            <time className="dm-muted dm-small dm-stamp" dateTime={entry.at}>
              <span>{formatDate(entry.at)}</span> <span>{formatTime(entry.at)}</span>
            </time>
            {entry.notes ? <q className="dm-audit__notes">{entry.notes}</q> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
