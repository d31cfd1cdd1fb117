import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AdminDonationsRoute() {
  return <ComingSoon>Reviewing donation requests and delivering rewards is coming soon.</ComingSoon>;
}
