import { ComingSoon } from '../../components/ui/coming-soon';

export default function DiscordCallbackRoute() {
  return <div className="page page--narrow"><ComingSoon>Connecting your Discord account is coming soon.</ComingSoon></div>;
}
