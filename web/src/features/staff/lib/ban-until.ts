const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** A day as the value of a `date` input ('2026-03-05'), in the browser's time zone. */
export function dayInputValue(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The first day a temporary ban may end on: tomorrow (the date input's `min`). */
export function firstBanDay(now: Date): string {
  return dayInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

export type BanUntil = { until: string } | { error: string };

/**
 * A temporary ban ends at 00:00 of the chosen day, in the staff member's time zone (the form says so):
 * the ISO instant to send, or why the day cannot be used.
 */
export function banUntil(day: string, now: Date): BanUntil {
  const match = DAY.exec(day);
  if (!match) return { error: 'Choose the day the ban ends.' };
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const end = new Date(year, month - 1, date);
  // new Date rolls 2026-02-31 over into March: such a day does not exist.
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) {
    return { error: 'Choose the day the ban ends.' };
  }
  if (end.getTime() <= now.getTime()) return { error: 'The ban must end after today.' };
  return { until: end.toISOString() };
}
