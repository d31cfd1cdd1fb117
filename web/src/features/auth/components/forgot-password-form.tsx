import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/error-message';
import { useForgotPassword } from '../api/forgot-password';
import { focusFirstInvalid, textOf, type FieldErrors } from '../lib/form-fields';
import { FORGOT_PASSWORD_FIELDS, validateForgotPassword, type ForgotPasswordFields } from '../lib/forgot-password-form';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';

/** SPEC §2 'Account Recovery': email, username and birthday; a reset link is mailed when they match. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const [errors, setErrors] = useState<FieldErrors<keyof ForgotPasswordFields>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = {
      email: textOf(data, 'email').trim(),
      username: textOf(data, 'username').trim(),
      birthday: textOf(data, 'birthday'),
    };
    const found = validateForgotPassword(fields);
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(event.currentTarget, found, FORGOT_PASSWORD_FIELDS)) return;
    request.mutate(fields, { onError: (error) => setFailure(serverMessage(error) ?? MESSAGES.genericError) });
  }

  if (request.isSuccess) {
    return (
      <section className="card form" aria-labelledby="forgot-done-title">
        <h2 id="forgot-done-title">Check your inbox</h2>
        <FormMessage tone="success">{MESSAGES.forgotSuccess}</FormMessage>
        <p className="meta form__links">
          <Link to={paths.login}>Back to login</Link>
        </p>
      </section>
    );
  }
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">Recover your account</h2>
      <p className="form__intro">
        Enter the email, username and birthday of your account and we will mail you a reset link.
      </p>
      <Input id="forgot-email" name="email" type="email" label="Email" autoComplete="email" error={errors.email} />
      <Input id="forgot-username" name="username" label="Username" autoComplete="username" error={errors.username} />
      <Input
        id="forgot-birthday"
        name="birthday"
        type="date"
        label="Birthday"
        autoComplete="bday"
        error={errors.birthday}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={request.isPending} busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
      <p className="meta form__links">
        Remembered it? <Link to={paths.login}>Back to login</Link>
      </p>
    </form>
  );
}
