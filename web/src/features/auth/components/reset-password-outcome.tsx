import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { paths } from '../../../config/paths';
import { formatSeconds } from '../../../lib/countdown';
import { useCountdown } from '../../../hooks/use-countdown';
import { FormMessage } from './form-message';
import { RESET_REDIRECT_MS } from '../../../config/ui-timings';

/** SPEC §8 'Invalid reset link': the reason, and the way to ask for a new link. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <section className="card form" aria-labelledby="reset-invalid-title">
      <h2 id="reset-invalid-title">Reset link not valid</h2>
      <FormMessage tone="error">{message}</FormMessage>
      <Link className="button button--primary" to={paths.forgotPassword}>
        Request a new reset link
      </Link>
    </section>
  );
}

/** SPEC §4 'Reset password': success, then the login page after 3 s. */
export function ResetPasswordDone() {
  const navigate = useNavigate();
  const [deadline] = useState(() => Date.now() + RESET_REDIRECT_MS);
  const left = useCountdown(deadline);

  useEffect(() => {
    const id = window.setTimeout(() => navigate(paths.login, { replace: true }), Math.max(0, deadline - Date.now()));
    return () => window.clearTimeout(id);
  }, [deadline, navigate]);

  return (
    <section className="card form" aria-labelledby="reset-done-title">
      <h2 id="reset-done-title">Password changed</h2>
      <FormMessage tone="success">{MESSAGES.resetSuccess}</FormMessage>
      <p className="meta">
        {left > 0 ? `Redirecting to login in ${formatSeconds(left)}...` : 'Redirecting...'}{' '}
        <Link to={paths.login}>Log in now</Link>
      </p>
    </section>
  );
}
