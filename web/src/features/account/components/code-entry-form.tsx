import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGES } from '@henesys/contracts';
import { IdentityProofFields } from '../../../components/ui/identity-proof-fields';
import { Input } from '../../../components/ui/input';
import { checkSettingsCode, cleanCode, isCompleteCode } from '../../../lib/two-factor-code';
import { Button } from '../../../components/ui/button';

interface CodeEntryFormProps {
  id: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (code: string, currentPassword: string) => void;
  onCancel: () => void;
  /** Focus the first input when it appears (after a confirmed prompt). */
  autoFocus?: boolean;
  /** The current password is asked for above the code (turning two-factor off). */
  askPassword?: boolean;
}

/**
 * SPEC §5 'Two-factor' in settings: digits only, up to 6; the submit button stays disabled until 6
 * digits; pressing Enter earlier says 'Please enter a valid 6-digit code'. Remount it (a new key)
 * to clear it after a refused code.
 */
export function CodeEntryForm({
  id,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
  autoFocus,
  askPassword = false,
}: CodeEntryFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const complete = isCompleteCode(code);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkSettingsCode(code);
    const missingPassword = askPassword && !password ? MESSAGES.currentPasswordRequired : null;
    setError(problem);
    setPasswordError(missingPassword);
    if (!problem && !missingPassword && !busy) onSubmit(code, password);
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
      {askPassword ? (
        <IdentityProofFields
          idPrefix={id}
          askCode={false}
          value={{ currentPassword: password, twoFactorCode: '' }}
          onChange={(entry) => {
            setPassword(entry.currentPassword);
            setPasswordError(null);
          }}
          errors={{ currentPassword: passwordError ?? undefined }}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- passes on the caller's choice; each caller is linted for its own.
          autoFocus={autoFocus}
        />
      ) : null}
      <Input
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
        // eslint-disable-next-line jsx-a11y/no-autofocus -- passes on the caller's choice; each caller is linted for its own.
        autoFocus={autoFocus && !askPassword}
        hint="Open your authenticator app and enter the code it shows for Henesys."
        error={error ?? undefined}
      />
      <div className="button-row">
        <Button type="submit" disabled={!complete || busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
