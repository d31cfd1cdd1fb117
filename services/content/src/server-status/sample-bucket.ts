/** The start of the SERVER_STATUS_SAMPLE_MINUTES interval `at` falls in (aligned to the epoch, so every copy agrees). */
export function sampleBucket(at: Date, minutes: number): Date {
  const intervalMs = minutes * 60_000;
  return new Date(Math.floor(at.getTime() / intervalMs) * intervalMs);
}
