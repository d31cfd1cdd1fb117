import { isSkillId, Skill } from '@henesys/contracts';

/**
 * The one list of imported skills the site never shows (SPEC §5 'a fixed list of excluded ids'):
 * entries no player job can learn, decided from the v83 String.wz/Skill.img.xml (see ../shared/data/README.md).
 */
export const EXCLUDED_SKILL_IDS: ReadonlySet<string> = new Set([
  // GM skills (job 900 GM, 910 Super GM: Haste, Teleport, Hide, Resurrection, ADMIN_ANTIMACRO, ...).
  '9001000',
  '9001001',
  '9001002',
  '9001003',
  '9001004',
  '9001005',
  '9001006',
  '9001007',
  '9001008',
  '9001009',
  '9101000',
  '9101001',
  '9101002',
  '9101003',
  '9101004',
  '9101005',
  '9101008',
  // Korean-only test skills of the manager book (job 800): a macro test and a teleport, never translated.
  '8001000',
  '8001001',
  // Hidden entries of the Aran introduction, all named 'Tutorial Skill' with no description of their own.
  '20000014',
  '20000015',
  '20000016',
  '20000017',
  '20000018',
  // Event skills of 2009 ('Available until 06-08-2009', '7/9/2009'): Spaceship, Space Dash, Space Beam, Yeti Rider.
  '0001013',
  '0001014',
  '0001015',
  '0001017',
  '10001014',
  '10001015',
  '10001016',
  '10001019',
  '20001019',
  // Test mounts no v83 item grants: Yeti Mount, Witch's Broomstick, Barlog Mount (Beginner, Noblesse, Legend).
  '0001018',
  '0001019',
  '0001031',
  '10001022',
  '10001023',
  '10001031',
  '20001022',
  '20001023',
  '20001031',
  // Event weaknesses without a single level: Pig's, Stump's and Slime's Weakness.
  '0009000',
  '0009001',
  '0009002',
  '10009000',
  '10009001',
  '10009002',
  '20009000',
  '20009001',
  '20009002',
]);

/** SPEC §5 'Skills shown': well-formed ids, each once, none of the excluded ones; the order is kept. */
export function shownSkills<T extends Skill>(skills: readonly T[]): T[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    if (!isSkillId(skill.id) || EXCLUDED_SKILL_IDS.has(skill.id) || seen.has(skill.id)) return false;
    seen.add(skill.id);
    return true;
  });
}
