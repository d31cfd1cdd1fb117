import { ComingSoon } from '../../components/ui/coming-soon';

export default function SkillsRoute() {
  return <div className="page page--narrow"><ComingSoon>The searchable skill database of every job is coming soon.</ComingSoon></div>;
}
