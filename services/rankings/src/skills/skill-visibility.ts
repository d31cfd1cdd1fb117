import { Skill } from '@henesys/contracts';

/**
 * The one list of imported skills the site never shows (SPEC §5 'a fixed list of excluded ids'),
 * decided from the v83 String.wz/Skill.img.xml (see ../shared/data/README.md):
 */
export const EXCLUDED_SKILL_IDS: ReadonlySet<string> = new Set([
  // GM skills (job 900 GM, 910 Super GM: Haste, Teleport, Hide, Resurrection, ADMIN_ANTIMACRO, ...).
  '9001000', '9001001', '9001002', '9001003', '9001004', '9001005', '9001006', '9001007', '9001008', '9001009',
  '9101000', '9101001', '9101002', '9101003', '9101004', '9101005', '9101008',
  // Korean-only test skills of the manager book (job 800): a macro test and a teleport, never translated.
  '8001000', '8001001',
  // Hidden entries of the Aran introduction, all named 'Tutorial Skill' with no description of their own.
  '20000014', '20000015', '20000016', '20000017', '20000018',
]);

/** SPEC §5: a numeric id of 7 digits, or of 8 digits starting with 1 (Cygnus) or 2 (Aran). */
export function hasShownIdShape(id: string): boolean {
  return /^\d{7}$/.test(id) || /^[12]\d{7}$/.test(id);
}

/** SPEC §5 'Skills shown': well-formed ids, each once, none of the excluded ones; the order is kept. */
export function shownSkills(skills: readonly Skill[]): Skill[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    if (!hasShownIdShape(skill.id) || EXCLUDED_SKILL_IDS.has(skill.id) || seen.has(skill.id)) return false;
    seen.add(skill.id);
    return true;
  });
}
