const pad = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC §4 'Vote': the cooldown as hh:mm:ss ('23:59:58'), each part zero-padded. The wait is at
 * most 24 hours, so hours have two digits; fractions are dropped and nothing goes below 00:00:00.
 */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
