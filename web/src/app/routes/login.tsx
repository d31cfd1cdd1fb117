import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { TwoFactorForm } from '../../features/auth/components/two-factor-form';

export default function LoginRoute() {
  // Set when the password was accepted and the server asks for the second factor.
  const [twoFactorSession, setTwoFactorSession] = useState<string | null>(null);
  return (
    <div className="page page--narrow stack">
      {twoFactorSession === null ? (
        <LoginForm onTwoFactor={setTwoFactorSession} />
      ) : (
        <TwoFactorForm sessionToken={twoFactorSession} onCancel={() => setTwoFactorSession(null)} />
      )}
      <p className="meta form__links">
        New here? <Link to={paths.signup}>Create an account</Link>. Forgot your password?{' '}
        <Link to={paths.forgotPassword}>Recover your account</Link>.
      </p>
    </div>
  );
}
