/** The site's one way to write an amount (SPEC §9): a space between thousands, 1234567 → '1 234 567'. */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return value < 0 ? `-${digits}` : digits;
}
