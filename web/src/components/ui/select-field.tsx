import { describedByIds, Field, type FieldProps } from './field';
import { Select, type SelectProps } from './select';

export interface SelectFieldProps extends FieldProps, Omit<SelectProps, 'id'> {}

/** A labelled Select with its help and validation message, like Input. */
export function SelectField({ id, label, error, hint, fieldClassName, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} fieldClassName={fieldClassName}>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds({ id, error, hint })}
        {...select}
      />
    </Field>
  );
}
