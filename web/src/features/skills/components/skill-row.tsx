import type { ShownSkill } from '@henesys/contracts';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { skillJobLabel } from '../lib/job-tree';
import { skillDescription, skillPlainText } from '../lib/skill-text';
import { SkillIcon } from './skill-icon';

/** One line of a skill list: icon, name (to its page), master level and the start of its description. */
export function SkillRow({ skill, showJob }: { skill: ShownSkill; showJob: boolean }) {
  const { masterLevel, text } = skillDescription(skill.desc);
  const meta = [
    showJob ? skillJobLabel(skill.jobId) : null,
    masterLevel !== null ? `Master level ${masterLevel}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="skill-row">
      <SkillIcon skill={skill} />
      <div className="skill-row__body">
        <h3 className="skill-row__name">
          <Link to={generatePath(paths.skill, { id: skill.id })}>{skill.name}</Link>
        </h3>
        {meta ? <p className="meta skill-row__meta">{meta}</p> : null}
        {text ? <p className="skill-row__summary">{skillPlainText(text)}</p> : null}
      </div>
    </li>
  );
}
