/** How many changed fields a row shows before it says how many more there are. */
const SHOWN_FIELDS = 4;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * An audit row's before and after, compact: only the fields that changed, 'status: open → actioned';
 * a field with no before (or no after) shows just its new (or old) value.
 */
export function changeSummary(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = keys.filter((key) => valueText(before?.[key]) !== valueText(after?.[key]));
  const parts = changed.slice(0, SHOWN_FIELDS).map((key) => {
    if (!before || !(key in before)) return `${key}: ${valueText(after?.[key])}`;
    if (!after || !(key in after)) return `${key}: was ${valueText(before[key])}`;
    return `${key}: ${valueText(before[key])} → ${valueText(after[key])}`;
  });
  const more = changed.length - SHOWN_FIELDS;
  return more > 0 ? `${parts.join('; ')}; ${more} more` : parts.join('; ');
}
