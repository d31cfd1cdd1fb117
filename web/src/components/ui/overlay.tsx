import type { ReactNode } from 'react';
import './overlay.css';

/** A full-screen message over the page (login and logout feedback of SPEC §2). */
export function Overlay({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="overlay" role="status" aria-live="assertive">
      <div className="overlay__panel">
        <p className="overlay__title">{title}</p>
        {children ? <p className="overlay__text">{children}</p> : null}
      </div>
    </div>
  );
}
