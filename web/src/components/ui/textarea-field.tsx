import type { TextareaHTMLAttributes } from 'react';
import { describedByIds, Field, type FieldProps } from './field';

export interface TextAreaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A labelled textarea, like Input. */
export function TextAreaField({ id, label, error, hint, fieldClassName, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} fieldClassName={fieldClassName}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds({ id, error, hint })}
        {...textarea}
      />
    </Field>
  );
}
