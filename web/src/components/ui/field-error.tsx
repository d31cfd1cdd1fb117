import type { ReactNode } from 'react';

/** A field's validation message: announced when it appears; the field points to it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="form__error" role="alert">
      {children}
    </p>
  );
}
