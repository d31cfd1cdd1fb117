import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A busy flag that stays on `lingerMs` after the work ends (SPEC §9: refresh-status spinner delay
 * 500 ms), so a fast refresh still shows that something happened.
 */
export function useLingeringFlag(lingerMs: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      window.clearTimeout(timer.current);
      setOn(true);
      try {
        await work();
      } finally {
        timer.current = window.setTimeout(() => setOn(false), lingerMs);
      }
    },
    [lingerMs],
  );

  return [on, run] as const;
}
