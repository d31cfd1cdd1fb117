import { RankingsView } from '../../features/rankings/components/rankings-view';

export default function RankingsRoute() {
  return (
    <div className="page">
      <RankingsView />
    </div>
  );
}
