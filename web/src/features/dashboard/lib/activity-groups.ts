import type { ActivityEntry } from '@henesys/contracts';

/** A run of identical activity rows (same type and details) shown as one, with how often and the latest time. */
export interface ActivityGroup extends ActivityEntry {
  count: number;
}

/** Rows shown before 'Show more'. */
export const ACTIVITY_PREVIEW_ROWS = 5;

/**
 * Merges consecutive identical rows of the log (newest first, as the server sends it): twenty
 * 'Logged in from 1.2.3.4' in a row become one row counted 20 times, dated by the newest of them.
 */
export function groupActivity(entries: ActivityEntry[]): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.type === entry.type && last.details === entry.details) last.count += 1;
    else groups.push({ ...entry, count: 1 });
  }
  return groups;
}
