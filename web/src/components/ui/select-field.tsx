import type { SelectHTMLAttributes } from 'react';
import { describedByIds, Field, type FieldProps } from './field';

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** [value, label] pairs, in order. */
  options: ReadonlyArray<readonly [value: string, label: string]>;
}

/** A labelled select, like Input. */
export function SelectField({ id, label, error, hint, fieldClassName, options, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} fieldClassName={fieldClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds({ id, error, hint })}
        {...select}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
