import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An item's link: inside the app through the router, anything else as a plain link. */
export function ItemLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return to.startsWith('/') && !to.startsWith('//') ? (
    <Link className={className} to={to}>
      {children}
    </Link>
  ) : (
    <a className={className} href={to}>
      {children}
    </a>
  );
}
