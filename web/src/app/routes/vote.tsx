import { ComingSoon } from '../../components/ui/coming-soon';

export default function VoteRoute() {
  return <div className="page page--narrow"><ComingSoon>Voting once a day for an NX Cash reward is coming soon.</ComingSoon></div>;
}
