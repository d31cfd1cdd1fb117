import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ComingSoon } from '../../components/ui/coming-soon';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <div className="page page--narrow stack">
      <LoginForm />
      <p className="meta login-links">
        New here? <Link to={paths.signup}>Create an account</Link>. Forgot your password?{' '}
        <Link to={paths.forgotPassword}>Recover your account</Link>.
      </p>
      <ComingSoon>The full login page with the two-factor step is coming soon.</ComingSoon>
    </div>
  );
}
