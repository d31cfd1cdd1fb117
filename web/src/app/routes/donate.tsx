import { ComingSoon } from '../../components/ui/coming-soon';

export default function DonateRoute() {
  return <div className="page page--narrow"><ComingSoon>Founder Packs and prepaid NX are coming soon.</ComingSoon></div>;
}
