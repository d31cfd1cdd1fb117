import { DEFAULT_RESTART_POLICY, RestartBackoff, restartDelay } from './restart-backoff';

describe('restart backoff', () => {
  it('waits 1 s after a first crash, doubling with each crash in a row up to 30 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 20].map((crashes) => restartDelay(crashes, DEFAULT_RESTART_POLICY));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from 1 s once the process stayed up a minute before crashing', () => {
    const backoff = new RestartBackoff(DEFAULT_RESTART_POLICY);
    const crashLoop = [500, 500, 500, 500].map((uptime) => backoff.crashed(uptime));
    expect(crashLoop).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(backoff.crashed(59_999)).toBe(16_000);
    expect(backoff.crashed(60_000)).toBe(1_000);
    expect(backoff.crashed(100)).toBe(2_000);
  });
});
