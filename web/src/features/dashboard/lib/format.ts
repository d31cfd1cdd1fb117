/** SPEC §9: numbers use a space as thousands separator ('12 000'). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rounded < 0 ? `-${digits}` : digits;
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An ISO time in the reader's locale; `fallback` when there is none (a character never played). */
export function formatDateTime(iso: string | null, fallback = 'Never'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : DATE_TIME.format(date);
}

export function formatDate(date: Date): string {
  return DATE.format(date);
}
