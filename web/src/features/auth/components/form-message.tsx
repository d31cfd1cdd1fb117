import type { ReactNode } from 'react';
import './auth-forms.css';

/** A form's outcome: an error is announced at once (role=alert), a success politely (role=status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form__notice form__notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
