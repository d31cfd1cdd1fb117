import type { AuditEntry } from '@henesys/contracts';
import { DataList } from '../../../../components/ui/data-list';
import { changeSummary } from '../../lib/audit-change';
import { AUDIT_ACTION_LABELS } from '../../lib/labels';
import { PlayerLink } from './player-link';
import { When } from './when';

function Target({ entry }: { entry: AuditEntry }) {
  if (entry.accountId === null) return <span>{entry.targetLabel}</span>;
  return <PlayerLink accountId={entry.accountId} name={entry.targetLabel} />;
}

/** Staff actions: when, who, what, on what (linked to the player), why, and what changed. */
export function AuditList({
  entries,
  label = 'Staff actions',
  empty,
}: {
  entries: readonly AuditEntry[];
  label?: string;
  empty?: string;
}) {
  return (
    <DataList
      label={label}
      empty={empty}
      rows={entries}
      rowKey={(entry) => entry.id}
      title={{ header: 'When', cell: (entry) => <When at={entry.at} /> }}
      columns={[
        { header: 'Who', cell: (entry) => entry.actor.name },
        { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
        { header: 'Target', cell: (entry) => <Target entry={entry} /> },
        { header: 'Reason', cell: (entry) => entry.reason ?? '', className: 'staff-break', wide: true },
        {
          header: 'Change',
          cell: (entry) => changeSummary(entry.before, entry.after),
          className: 'staff-break staff-change',
          wide: true,
        },
      ]}
    />
  );
}
