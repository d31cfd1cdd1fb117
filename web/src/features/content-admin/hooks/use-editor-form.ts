import { useState, type FormEvent } from 'react';

interface Options<TForm, TInput, TRecord> {
  initial: () => TForm;
  /** The request body, or the fields' messages. */
  validate: (form: TForm) => { input: TInput } | { errors: Partial<Record<keyof TForm, string>> };
  /** Sends the body (create or update); resolves with what the server saved. */
  save: (input: TInput) => Promise<TRecord>;
  onSaved: (saved: TRecord) => void;
  onFailed: (error: unknown) => void;
}

/** The state of an editor form: its fields, their messages, and a submit that validates, then saves. */
export function useEditorForm<TForm, TInput, TRecord>({
  initial,
  validate,
  save,
  onSaved,
  onFailed,
}: Options<TForm, TInput, TRecord>) {
  const [form, setForm] = useState<TForm>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof TForm, string>>>({});
  // A field's message goes once the field is edited; the next submit checks it again.
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(form);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save(result.input).then(onSaved, onFailed);
  }

  return { form, errors, set, submit };
}
