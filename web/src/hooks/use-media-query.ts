import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../config/ui-timings';

/** The phone layout of SPEC §9: widths of 600 px or less. Matches the CSS `@media (max-width: 600px)`. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
