import { ComingSoon } from '../../components/ui/coming-soon';

export default function SignupRoute() {
  return <div className="page page--narrow"><ComingSoon>Account creation is coming soon: pick a username, set a password and start playing.</ComingSoon></div>;
}
