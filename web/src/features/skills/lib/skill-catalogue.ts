import type { ShownSkill, Skill } from '@henesys/contracts';

/** Skills shown per page of a job's list or of search results. */
export const SKILLS_PAGE_SIZE = 10;

export interface SkillPage {
  skills: ShownSkill[];
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  totalPages: number;
  total: number;
}

/** The skills to list: one job's, or, while there is a search, every job's whose name contains it (any case). */
export function skillsToList(skills: readonly ShownSkill[], jobId: number, search: string): ShownSkill[] {
  const needle = search.trim().toLowerCase();
  return needle
    ? skills.filter((skill) => skill.name.toLowerCase().includes(needle))
    : skills.filter((skill) => skill.jobId === jobId);
}

export function pageOf(skills: readonly ShownSkill[], page: number, size = SKILLS_PAGE_SIZE): SkillPage {
  const totalPages = Math.max(1, Math.ceil(skills.length / size));
  const shown = Math.min(Math.max(1, page), totalPages);
  return { skills: skills.slice((shown - 1) * size, shown * size), page: shown, totalPages, total: skills.length };
}

/** A skill's per-level texts in level order ('h1', 'h2', ... 'h10'; gaps stay gaps). */
export function skillLevels(skill: Skill): Array<{ level: number; text: string }> {
  return Object.entries(skill.levels ?? {})
    .map(([key, text]) => ({
      level: Number(key.replace(/^h/, '')),
      text: typeof text === 'string' ? text : String((text as { description?: unknown }).description ?? ''),
    }))
    .filter((entry) => Number.isInteger(entry.level))
    .sort((a, b) => a.level - b.level);
}
