import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { FieldError } from './field-error';
import './field.css';

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control and announced with it. */
  error?: string;
  /** Help shown under the control (a live strength hint, for example), read with it. */
  hint?: ReactNode;
  /** Extra classes of the field's wrapper. */
  fieldClassName?: string;
}

/** The ids a control's aria-describedby lists: its hint, then its error. */
export function describedByIds({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A label, its control (the children: an input, a select, a textarea, with the id and the
 * aria-describedby of describedByIds) and the help and validation message under it.
 */
export function Field({ id, label, error, hint, fieldClassName, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={classNames('form__field', fieldClassName)}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="form__hint">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
