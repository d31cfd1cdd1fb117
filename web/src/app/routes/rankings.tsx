import { ComingSoon } from '../../components/ui/coming-soon';

export default function RankingsRoute() {
  return <div className="page page--narrow"><ComingSoon>Level and Fame rankings, with job filter and search, are coming soon.</ComingSoon></div>;
}
