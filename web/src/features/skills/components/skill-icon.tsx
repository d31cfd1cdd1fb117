import { useState } from 'react';
import type { ShownSkill } from '@henesys/contracts';

/**
 * The skill's icon from the configured renderer; when there is none or it fails to load, a framed
 * first letter of the name takes its place. Decorative: the name is always beside it.
 */
export function SkillIcon({ skill, size = 32 }: { skill: ShownSkill; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!skill.icon || failed) {
    return (
      <span className="skill-icon skill-icon--fallback" style={style} aria-hidden="true">
        {skill.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className="skill-icon"
      src={skill.icon}
      alt=""
      width={size}
      height={size}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
