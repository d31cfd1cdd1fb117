import { startTransition, useEffect, useState } from 'react';

/** True once `ready` is, or after `waitMs` in any case: a slow answer must not hold a page back for long. */
export function useReadyOrAfter(ready: boolean, waitMs: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    // A transition: the page it lets through is rendered in slices, not in one long task.
    const timer = setTimeout(() => startTransition(() => setWaited(true)), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);
  return ready || waited;
}
