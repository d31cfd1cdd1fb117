import type { InputHTMLAttributes, Ref } from 'react';
import { describedByIds, Field, type FieldProps } from './field';

export interface InputProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its help and validation message, both linked through aria-describedby. */
export function Input({ id, label, error, hint, fieldClassName, ...input }: InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} fieldClassName={fieldClassName}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds({ id, error, hint })}
        {...input}
      />
    </Field>
  );
}
