import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <div className="page page--narrow">
      <SignupForm />
    </div>
  );
}
