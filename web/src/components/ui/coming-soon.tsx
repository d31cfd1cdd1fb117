import type { ReactNode } from 'react';

/** Body of a page that a later issue builds: one line saying what is coming. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <section className="card coming-soon" aria-label="Coming soon">
      <p className="coming-soon__badge">Coming soon</p>
      <p>{children}</p>
    </section>
  );
}
