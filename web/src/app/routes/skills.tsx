import { SkillsView } from '../../features/skills/components/skills-view';

export default function SkillsRoute() {
  return (
    <div className="page">
      <SkillsView />
    </div>
  );
}
