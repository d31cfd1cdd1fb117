import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';
import { CLOCK_TICK_MS } from '../config/ui-timings';

/** Seconds left until `deadline`, re-rendering on every clock tick (SPEC §9: 1 s) until zero. */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    if (left === 0) return;
    const id = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, [left]);
  return left;
}
