/** A time as mails show it: `2025-06-01 14:05 UTC`. */
export function formatUtc(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
