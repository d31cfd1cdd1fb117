import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/error-message';
import { useLoginRequest } from '../api/login';
import { useAuth } from '../hooks/use-auth';
import { focusFirstInvalid, textOf } from '../lib/form-fields';
import { LOGIN_FIELDS, validateLogin, type LoginErrors } from '../lib/login-messages';
import { loginReason } from '../lib/redirect-target';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';

/**
 * First login step (SPEC §2 'Login'). Token and user log in at once; a two-factor challenge hands its
 * session token to `onTwoFactor` for the second step.
 */
export function LoginForm({ onTwoFactor }: { onTwoFactor: (sessionToken: string) => void }) {
  const { login } = useAuth();
  const request = useLoginRequest();
  // Sent here by a guard (a guest clicking Donate): say why.
  const reason = loginReason(useLocation().state);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = { username: textOf(data, 'username').trim(), password: textOf(data, 'password') };
    const found = validateLogin(fields);
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(event.currentTarget, found, LOGIN_FIELDS)) return;
    request.mutate(fields, {
      onSuccess: (result) => {
        if (result.kind === 'logged-in') login(result.token, result.user);
        else onTwoFactor(result.sessionToken);
      },
      onError: (error) => setFailure(serverMessage(error) ?? MESSAGES.loginFailed),
    });
  }

  // Stays disabled after success too: the 'Login Successful' overlay is about to redirect.
  const busy = request.isPending || (request.isSuccess && request.data.kind === 'logged-in');
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="login-form-title">
      <h2 id="login-form-title">Log in to your account</h2>
      {reason ? <p className="form__reason">{reason}</p> : null}
      <Input id="login-username" name="username" label="Username" autoComplete="username" error={errors.username} />
      <Input
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        error={errors.password}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={busy} busyLabel="Logging in...">
        Login
      </SubmitButton>
    </form>
  );
}
