import { ComingSoon } from '../../components/ui/coming-soon';

export default function ResetPasswordRoute() {
  return <div className="page page--narrow"><ComingSoon>Setting a new password from your recovery link is coming soon.</ComingSoon></div>;
}
