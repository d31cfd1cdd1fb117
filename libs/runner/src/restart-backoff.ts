/** How a crashed process is restarted: after a delay that doubles with each crash in a row, as compose and Kubernetes do. */
export interface RestartPolicy {
  /** The delay after a first crash (ms). */
  initialDelayMs: number;
  /** The delay never grows past this (ms). */
  maxDelayMs: number;
  /** A process that stayed up this long before crashing starts the count again (ms). */
  resetAfterMs: number;
}

/** 1 s, 2 s, 4 s ... 30 s; a minute up counts as recovered. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  resetAfterMs: 60_000,
};

/** The delay before the restart that follows the `crashesInARow`-th crash (1 for the first). */
export function restartDelay(crashesInARow: number, policy: RestartPolicy): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, crashesInARow - 1));
}

/** Counts one process's crashes in a row and says how long to wait before each restart. */
export class RestartBackoff {
  private crashesInARow = 0;

  constructor(private readonly policy: RestartPolicy) {}

  /** Called when the process crashed after `uptimeMs` up; returns the delay before restarting it. */
  crashed(uptimeMs: number): number {
    this.crashesInARow = uptimeMs >= this.policy.resetAfterMs ? 1 : this.crashesInARow + 1;
    return restartDelay(this.crashesInARow, this.policy);
  }
}
