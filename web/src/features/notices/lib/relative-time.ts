import { formatDateTime, plural } from '../../../lib/format';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC §4 'Critical notices': 'Just now' under a minute, 'N minutes ago' under an hour, 'N hours ago'
 * under a day, and after 24 hours the site's date and time (in the reader's time zone unless one is
 * given). A date in the future (a clock ahead of ours) reads 'Just now'; an unreadable one reads ''.
 */
export function formatNoticeTime(date: string, now: number, timeZone?: string): string {
  const at = Date.parse(date);
  if (Number.isNaN(at)) return '';
  const age = now - at;
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${plural(Math.floor(age / MINUTE), 'minute')} ago`;
  if (age < DAY) return `${plural(Math.floor(age / HOUR), 'hour')} ago`;
  return formatDateTime(at, timeZone);
}
