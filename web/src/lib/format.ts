/**
 * The one way the site writes numbers, money, times and counts (issue 21 item 7):
 * - numbers with a space as thousands separator, as SPEC §9 asks for rankings: 10 000;
 * - US dollars the same way: $1 200.00;
 * - days as 'Nov 25, 2026' and clock times on 24 hours: 14:28, in the reader's time zone;
 * - counts with the right plural: 1 character, 2 characters.
 */
import { groupThousands } from '@henesys/contracts';

/** 1234567 → '1 234 567'; fractions are dropped (NX, meso, EXP and ranks are whole). */
export function formatNumber(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(number) ? groupThousands(number) : String(value);
}

/** 35 → '$35.00', 1200 → '$1 200.00'. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${groupThousands(Number(whole))}.${cents}`;
}

const DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function format(
  at: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
}

/** 'Nov 25, 2026'; '' for a missing or broken time. */
export const formatDate = (at: string | number | Date | null | undefined, timeZone?: string): string =>
  format(at, DATE, timeZone);
/** '14:28'; '' for a missing or broken time. */
export const formatTime = (at: string | number | Date | null | undefined, timeZone?: string): string =>
  format(at, TIME, timeZone);
/** 'Nov 25, 2026, 14:28'; '' for a missing or broken time. */
export const formatDateTime = (at: string | number | Date | null | undefined, timeZone?: string): string =>
  format(at, { ...DATE, ...TIME }, timeZone);

/** plural(1, 'character') → '1 character'; plural(2, 'character') → '2 characters'; irregular: plural(n, 'entry', 'entries'). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
