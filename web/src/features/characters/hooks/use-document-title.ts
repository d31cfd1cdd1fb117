import { useEffect } from 'react';

/**
 * The browser tab names the page's subject (`MapleHero | Henesys`) once it is known. Set after the
 * layout's own title effect, which runs after the page's on the same navigation.
 */
export function useDocumentTitle(subject: string | undefined): void {
  useEffect(() => {
    if (!subject) return undefined;
    const timer = setTimeout(() => {
      document.title = `${subject} | Henesys`;
    }, 0);
    return () => clearTimeout(timer);
  }, [subject]);
}
