import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/error-message';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { useAuth } from '../hooks/use-auth';
import {
  checkTwoFactorEntry,
  cleanTwoFactorInput,
  TWO_FACTOR_INPUT_LENGTH,
  type TwoFactorMode,
} from '../lib/two-factor-entry';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';
import { Button } from '../../../components/ui/button';

const INPUT_ID = 'two-factor-code';
const focusInput = () => document.getElementById(INPUT_ID)?.focus();

const COPY: Record<TwoFactorMode, { label: string; intro: string; switchTo: string }> = {
  code: {
    label: 'Verification code',
    intro: 'Enter the 6-digit code from your authenticator app.',
    switchTo: 'Use a backup code instead',
  },
  backup: {
    label: 'Backup code',
    intro: 'Enter one of your 8-character backup codes. Each code works once.',
    switchTo: 'Use a verification code instead',
  },
};

/** Second login step (SPEC §2 'Login', §5 'Two-factor'): an app code or a backup code. */
export function TwoFactorForm({ sessionToken, onCancel }: { sessionToken: string; onCancel: () => void }) {
  const { login } = useAuth();
  const request = useVerifyTwoFactor();
  const [mode, setMode] = useState<TwoFactorMode>('code');
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = COPY[mode];

  useEffect(focusInput, [mode]);

  function switchMode() {
    setMode((current) => (current === 'code' ? 'backup' : 'code'));
    setEntry('');
    setError(null);
    setFailure(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTwoFactorEntry(mode, entry);
    setError(problem);
    setFailure(null);
    if (problem) return focusInput();
    request.mutate(
      { sessionToken, entry },
      {
        onSuccess: ({ token, user }) => login(token, user),
        onError: (cause) => {
          setFailure(serverMessage(cause) ?? MESSAGES.twoFactorInvalid);
          setEntry('');
          // The button was disabled while the call ran and took the focus with it.
          window.setTimeout(focusInput);
        },
      },
    );
  }

  const busy = request.isPending || request.isSuccess;
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-Factor Authentication</h2>
      <p className="form__intro">{copy.intro}</p>
      <Input
        id={INPUT_ID}
        name="code"
        label={copy.label}
        className="two-factor__code"
        value={entry}
        onChange={(event) => setEntry(cleanTwoFactorInput(mode, event.target.value))}
        maxLength={TWO_FACTOR_INPUT_LENGTH[mode]}
        inputMode={mode === 'code' ? 'numeric' : 'text'}
        autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
        autoCapitalize="off"
        spellCheck={false}
        error={error ?? undefined}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={busy} busyLabel="Verifying...">
        Verify
      </SubmitButton>
      <Button variant="link" className="link-button" onClick={switchMode} disabled={busy}>
        {copy.switchTo}
      </Button>
      <p className="meta form__links">
        <Link to={paths.twoFactorHelp} target="_blank" rel="noreferrer">
          Need help with two-factor authentication?
        </Link>{' '}
        ·{' '}
        <Button variant="link" className="link-button" onClick={onCancel} disabled={busy}>
          Back to login
        </Button>
      </p>
    </form>
  );
}
