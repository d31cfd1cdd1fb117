import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldError } from '../../../components/ui/text-field';

interface FieldShell {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

function describedBy({ id, error, hint }: FieldShell): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Extras({ id, error, hint }: FieldShell) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="form__hint">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

/** A labelled select, like TextField. */
export function SelectField({ id, label, error, hint, options, ...select }: FieldShell & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<readonly [value: string, label: string]> }) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, error, hint })} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Extras id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** A labelled textarea, like TextField. */
export function TextAreaField({ id, label, error, hint, ...textarea }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, error, hint })} {...textarea} />
      <Extras id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** Save and Cancel at the foot of an editor. */
export function EditorButtons({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="button-row">
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving...' : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
