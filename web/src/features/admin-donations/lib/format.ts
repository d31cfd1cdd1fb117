/** US dollars with a space as thousands separator (SPEC §9): 35 → '$35.00', 1200 → '$1 200.00'. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 ? '-' : ''}$${grouped}.${cents}`;
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function format(iso: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** An ISO time in the reader's locale; '' for a missing or broken one. */
export const formatDateTime = (iso: string | null | undefined): string => format(iso, DATE_TIME);
/** Only the day of an ISO time ('May 1, 2025' in English). */
export const formatDate = (iso: string | null | undefined): string => format(iso, DATE);
/** Only the clock time of an ISO time ('10:30 AM' in English). */
export const formatTime = (iso: string | null | undefined): string => format(iso, TIME);
