import type { DetailRow } from '../lib/library-text';

/** Label and value pairs (a monster's stats, an equip's requirements) as a description list. */
export function DetailList({ rows, label }: { rows: readonly DetailRow[]; label: string }) {
  return (
    <dl className="library-details" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
