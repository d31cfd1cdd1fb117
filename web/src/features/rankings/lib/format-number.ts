/** SPEC §9: numbers use a space as thousands separator (1 234 567), whatever the browser's locale. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
