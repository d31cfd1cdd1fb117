import type { Skill } from '@henesys/contracts';
import { skillLevels } from '../lib/skill-catalogue';
import { SkillText } from './skill-text';

/** One skill: name, description and, folded, its text per level. */
export function SkillCard({ skill }: { skill: Skill }) {
  const levels = skillLevels(skill);
  return (
    <article className="skill-card" aria-labelledby={`skill-${skill.id}`}>
      <h4 id={`skill-${skill.id}`} className="skill-card__name">
        {skill.name}
      </h4>
      {skill.desc ? (
        <p className="skill-card__desc">
          <SkillText text={skill.desc} />
        </p>
      ) : null}
      {levels.length > 0 ? (
        <details className="skill-card__levels">
          <summary>
            {levels.length === 1 ? '1 level' : `${levels.length} levels`}
          </summary>
          <ol>
            {levels.map(({ level, text }) => (
              <li key={level} value={level}>
                <span className="skill-card__level">Level {level}:</span> <SkillText text={text} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
