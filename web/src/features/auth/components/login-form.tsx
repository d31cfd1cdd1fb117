import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@henesys/contracts';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../../../lib/error-message';
import { useLoginRequest } from '../api/login';
import { useAuth } from '../hooks/use-auth';
import { validateLogin, type LoginErrors } from '../lib/login-messages';

/** Minimal login form until the full login page (with the two-factor step) lands. */
export function LoginForm() {
  const { login } = useAuth();
  const request = useLoginRequest();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [notice, setNotice] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = { username: String(form.get('username') ?? '').trim(), password: String(form.get('password') ?? '') };
    const found = validateLogin(fields);
    setErrors(found);
    setNotice(null);
    if (found.username || found.password) return;
    request.mutate(fields, {
      onSuccess: (result) => {
        if (result.kind === 'logged-in') login(result.token, result.user);
        else setNotice('This account uses two-factor authentication. The verification step is coming soon.');
      },
      onError: (error) => setNotice(serverMessage(error) ?? MESSAGES.loginFailed),
    });
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="login-form-title">
      <h2 id="login-form-title">Log in to your account</h2>
      <TextField id="login-username" name="username" label="Username" autoComplete="username" error={errors.username} />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        error={errors.password}
      />
      {notice ? <p className="form__notice" role="alert">{notice}</p> : null}
      <button className="button button--primary" type="submit" disabled={request.isPending}>
        {request.isPending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
