const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * SPEC §4 'Critical notices': 'Just now' under a minute, 'N minutes ago' under an hour, 'N hours ago'
 * under a day, and after 24 hours the clock time (with its day, in the reader's time zone unless one
 * is given). A date in the future (a clock ahead of ours) reads 'Just now'; an unreadable one reads ''.
 */
export function formatNoticeTime(date: string, now: number, timeZone?: string): string {
  const at = Date.parse(date);
  if (Number.isNaN(at)) return '';
  const age = now - at;
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
}
