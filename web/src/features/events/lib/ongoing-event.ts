import type { NewsItem } from '@henesys/contracts';

/** SPEC §4 'Event banner': the first event with status active, in the server's order; null if none. */
export function firstActiveEvent(events: readonly NewsItem[]): NewsItem | null {
  return events.find((event) => event.status === 'active') ?? null;
}

/** The event's end as ms since epoch, or null when it has none (or an unreadable one). */
export function endOf(event: NewsItem): number | null {
  if (!event.end_date) return null;
  const end = Date.parse(event.end_date);
  return Number.isNaN(end) ? null : end;
}
