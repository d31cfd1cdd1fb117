import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedByIds, Field, type FieldProps } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';

/** A labelled select, like Input. */
export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  ...select
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<readonly [value: string, label: string]> }) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
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

/** A labelled textarea, like Input. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds({ id, error, hint })}
        {...textarea}
      />
    </Field>
  );
}

/** Save and Cancel at the foot of an editor. */
export function EditorButtons({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="button-row">
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
