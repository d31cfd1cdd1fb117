import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { checkSettingsCode, cleanCode, isCompleteCode } from '../lib/two-factor-flow';

interface CodeEntryFormProps {
  id: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  /** Focus the input when it appears (after a confirmed prompt). */
  autoFocus?: boolean;
}

/**
 * SPEC §5 'Two-factor' in settings: digits only, up to 6; the submit button stays disabled until 6
 * digits; pressing Enter earlier says 'Please enter a valid 6-digit code'. Remount it (a new key)
 * to clear it after a refused code.
 */
export function CodeEntryForm({ id, submitLabel, busyLabel, busy, onSubmit, onCancel, autoFocus }: CodeEntryFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complete = isCompleteCode(code);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkSettingsCode(code);
    setError(problem);
    if (!problem && !busy) onSubmit(code);
  }

  // A disabled submit button blocks Enter silently: say why instead.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !complete) {
      event.preventDefault();
      setError(checkSettingsCode(code));
    }
  }

  return (
    <form className="settings-form two-factor-code-form" onSubmit={submit} noValidate>
      <TextField
        id={id}
        name="code"
        label="6-digit code"
        className="two-factor-code-input"
        value={code}
        onChange={(event) => {
          setCode(cleanCode(event.target.value));
          setError(null);
        }}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={autoFocus}
        hint="Open your authenticator app and enter the code it shows for Henesys."
        error={error ?? undefined}
      />
      <div className="button-row">
        <button className="button button--primary" type="submit" disabled={!complete || busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button className="button button--secondary" type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
