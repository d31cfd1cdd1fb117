import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { focusFirstInvalid, textOf, type FieldErrors } from '../lib/form-fields';
import { RESET_PASSWORD_FIELDS, validateResetPassword, type ResetPasswordFields } from '../lib/reset-password-form';
import { FormMessage } from './form-message';
import { PasswordStrength } from './password-strength';
import { SubmitButton } from './submit-button';

/** SPEC §2 'Reset password': a new password (with a live strength hint) and its confirmation. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const request = useResetPassword();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordFields>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { password, confirmPassword: textOf(new FormData(event.currentTarget), 'confirmPassword') };
    const found = validateResetPassword(fields);
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(event.currentTarget, found, RESET_PASSWORD_FIELDS)) return;
    request.mutate(
      { token, password },
      { onSuccess: onReset, onError: (error) => setFailure(serverMessage(error) ?? MESSAGES.genericError) },
    );
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <h2 id="reset-title">Choose a new password</h2>
      <Input
        id="reset-password"
        name="password"
        type="password"
        label="New Password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={<PasswordStrength password={password} />}
        error={errors.password}
      />
      <Input
        id="reset-confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={request.isPending || request.isSuccess} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
