import { SCROLLED_HEADER_PX } from '../config/ui-timings';

/** SPEC §2: the header takes its 'scrolled' look once the page has scrolled past 50 px. */
export function isScrolled(scrollY: number, threshold: number = SCROLLED_HEADER_PX): boolean {
  return scrollY > threshold;
}
