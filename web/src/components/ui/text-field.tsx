import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the input and announced with it. */
  error?: string;
  /** Help shown under the input (a live strength hint, for example), read with it. */
  hint?: ReactNode;
}

/** A labelled input with its help and validation message, both linked through aria-describedby. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <div id={hintId} className="form__hint">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's validation message: announced when it appears; the field points to it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="form__error" role="alert">
      {children}
    </p>
  );
}
