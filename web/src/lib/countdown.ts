/** Whole seconds left until `deadline` (ms since epoch), rounded up and never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** '1 second', '3 seconds'. */
export function formatSeconds(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
