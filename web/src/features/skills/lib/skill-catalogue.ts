import { jobFamily, jobName, type Skill, skillJobId } from '@henesys/contracts';

export interface SkillGroup {
  jobId: number;
  label: string;
  skills: Skill[];
}

export interface JobOptionGroup {
  label: string;
  jobs: Array<{ id: number; label: string }>;
}

/** 'all' or one job id. */
export type SkillJobFilter = 'all' | number;

const ADVANCEMENT = ['1st', '2nd', '3rd', '4th'];

/**
 * The name of a skill's job. Cygnus and Aran jobs keep one name through their advancements
 * (Dawn Warrior is 1100, 1110, 1111, 1112), so those say which: 'Dawn Warrior (2nd job)'.
 */
export function skillJobLabel(jobId: number): string {
  const name = jobName(jobId);
  if (name === 'Unknown') return `Job ${jobId}`;
  if (jobId < 1000 || jobId % 1000 === 0) return name;
  const withinClass = jobId % 100;
  const advancement = withinClass === 0 ? 0 : withinClass % 10 === 0 ? 1 : (withinClass % 10) + 1;
  return `${name} (${ADVANCEMENT[advancement] ?? `${advancement + 1}th`} job)`;
}

/** The families of the job select, in the order of JOB_FILTERS, with the jobs that have skills. */
export function jobOptions(skills: readonly Skill[]): JobOptionGroup[] {
  const jobIds = [...new Set(skills.map((skill) => skillJobId(skill.id)))].sort((a, b) => a - b);
  const groups = new Map<string, JobOptionGroup>();
  for (const id of jobIds) {
    const label = jobFamily(id) ?? 'Other';
    const group = groups.get(label) ?? { label, jobs: [] };
    group.jobs.push({ id, label: skillJobLabel(id) });
    groups.set(label, group);
  }
  const order = ['Beginner', 'Warrior', 'Magician', 'Archer', 'Thief', 'Pirate', 'Cygnus', 'Aran', 'Other'];
  return [...groups.values()].sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
}

/** The skills to show, by job (in job id order): names containing the search (any case), of the chosen job. */
export function filterSkills(skills: readonly Skill[], search: string, job: SkillJobFilter): SkillGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<number, SkillGroup>();
  for (const skill of skills) {
    const jobId = skillJobId(skill.id);
    if (job !== 'all' && jobId !== job) continue;
    if (needle && !skill.name.toLowerCase().includes(needle)) continue;
    const group = groups.get(jobId) ?? { jobId, label: skillJobLabel(jobId), skills: [] };
    group.skills.push(skill);
    groups.set(jobId, group);
  }
  return [...groups.values()].sort((a, b) => a.jobId - b.jobId);
}

/** A skill's per-level texts in level order ('h1', 'h2', ... 'h10'; gaps stay gaps). */
export function skillLevels(skill: Skill): Array<{ level: number; text: string }> {
  return Object.entries(skill.levels ?? {})
    .map(([key, text]) => ({ level: Number(key.replace(/^h/, '')), text: typeof text === 'string' ? text : String((text as { description?: unknown }).description ?? '') }))
    .filter((entry) => Number.isInteger(entry.level))
    .sort((a, b) => a.level - b.level);
}
