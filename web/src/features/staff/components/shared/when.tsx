import { formatDateTime } from '../../../../lib/format';

/** A moment as 'Nov 25, 2026, 14:28' in a <time>, or what to say when there is none. */
export function When({ at, none = 'Never' }: { at: string | null | undefined; none?: string }) {
  const text = formatDateTime(at);
  if (!at || !text) return <span className="staff-muted">{none}</span>;
  return <time dateTime={at}>{text}</time>;
}
