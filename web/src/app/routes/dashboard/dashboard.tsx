import { ComingSoon } from '../../../components/ui/coming-soon';

export default function DashboardRoute() {
  return <ComingSoon>Your balances, characters, recent activity and donations are coming soon.</ComingSoon>;
}
