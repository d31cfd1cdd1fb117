import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../lib/error-message';
import { useLoginRequest } from '../api/login';
import { useAuth } from '../hooks/use-auth';
import { LOGIN_MESSAGES, validateLogin, type LoginErrors } from '../lib/login-messages';

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
      onError: (error) => setNotice(serverMessage(error) ?? LOGIN_MESSAGES.failed),
    });
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="login-form-title">
      <h2 id="login-form-title">Log in to your account</h2>
      <div className="form__field">
        <label htmlFor="login-username">Username</label>
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
        />
        {errors.username ? <p id="login-username-error" className="form__error">{errors.username}</p> : null}
      </div>
      <div className="form__field">
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password ? <p id="login-password-error" className="form__error">{errors.password}</p> : null}
      </div>
      {notice ? <p className="form__notice" role="alert">{notice}</p> : null}
      <button className="button button--primary" type="submit" disabled={request.isPending}>
        {request.isPending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
