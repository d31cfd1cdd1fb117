import { useParams } from 'react-router-dom';
import { SkillDetails } from '../../features/skills/components/skill-details';

export default function SkillRoute() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <SkillDetails key={id} id={id} />
    </div>
  );
}
