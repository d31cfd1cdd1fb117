import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/error-message';
import { useRegister } from '../api/register';
import { focusFirstInvalid, textOf } from '../lib/form-fields';
import {
  SIGNUP_FIELDS,
  toRegisterRequest,
  validateSignup,
  type SignupErrors,
  type SignupFields,
} from '../lib/signup-form';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';
import { TermsField } from './terms-field';

/** The form's values; stray spaces around the name and the address are dropped. */
function readSignup(form: HTMLFormElement): SignupFields {
  const data = new FormData(form);
  return {
    username: textOf(data, 'username').trim(),
    email: textOf(data, 'email').trim(),
    password: textOf(data, 'password'),
    confirmPassword: textOf(data, 'confirmPassword'),
    birthday: textOf(data, 'birthday'),
    acceptTerms: data.get('acceptTerms') !== null,
  };
}

function SignupSuccess() {
  return (
    <section className="card form" aria-labelledby="signup-done-title">
      <h2 id="signup-done-title">Welcome to Henesys!</h2>
      <FormMessage tone="success">{MESSAGES.registrationSuccess}</FormMessage>
      <Link className="button button--primary" to={paths.login}>
        Go to login
      </Link>
    </section>
  );
}

/** SPEC §2 'Create Account': checked here with the server's own rules, then POST /auth/register. */
export function SignupForm() {
  const request = useRegister();
  const [errors, setErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readSignup(event.currentTarget);
    const found = validateSignup(fields);
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(event.currentTarget, found, SIGNUP_FIELDS)) return;
    request.mutate(toRegisterRequest(fields), {
      onSuccess: (created) => (created ? setRegistered(true) : setFailure(MESSAGES.registrationFailed)),
      onError: (error) => setFailure(serverMessage(error) ?? MESSAGES.registrationError),
    });
  }

  if (registered) return <SignupSuccess />;
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <h2 id="signup-title">Create your account</h2>
      <Input id="signup-username" name="username" label="Username" autoComplete="username" error={errors.username} />
      <Input id="signup-email" name="email" type="email" label="Email" autoComplete="email" error={errors.email} />
      <Input
        id="signup-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Input
        id="signup-confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <Input
        id="signup-birthday"
        name="birthday"
        type="date"
        label="Birthday"
        autoComplete="bday"
        error={errors.birthday}
      />
      <TermsField error={errors.acceptTerms} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={request.isPending} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
      <p className="meta form__links">
        Already have an account? <Link to={paths.login}>Log in</Link>
      </p>
    </form>
  );
}
