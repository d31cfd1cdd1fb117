import { ComingSoon } from '../../components/ui/coming-soon';

export default function ForgotPasswordRoute() {
  return <div className="page page--narrow"><ComingSoon>Account recovery by email, username and birthday is coming soon.</ComingSoon></div>;
}
