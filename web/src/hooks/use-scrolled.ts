import { useEffect, useState } from 'react';
import { isScrolled } from '../lib/scroll';

/** True once the window has scrolled past the 'scrolled header' threshold. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && isScrolled(window.scrollY));
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
