import { JOB_FILTERS, jobFamily, type JobFamily, jobName } from '@henesys/contracts';

/** The families of the rankings' job filter (SPEC §9), Beginner first: where every line starts. */
const FAMILIES = [
  'Beginner',
  ...JOB_FILTERS.filter((filter) => filter !== 'all' && filter !== 'Beginner'),
] as JobFamily[];

/**
 * The v83 job tree, read from the job ids themselves: each advancement changes one digit, so the
 * job before 112 (Hero) is 111 (Crusader), then 110 (Fighter), 100 (Warrior), 0 (Beginner); Cygnus
 * and Aran ids work the same under Noblesse (1000) and Legend (2000), which have no job before them.
 */
export function parentJob(jobId: number): number | null {
  if (jobId % 10 !== 0) return jobId - 1;
  if (jobId % 100 !== 0) return jobId - (jobId % 100);
  if (jobId % 1000 !== 0) return jobId - (jobId % 1000);
  return null;
}

/** The job and every job before it, first one first: 112 → [0, 100, 110, 111, 112]. */
export function jobPath(jobId: number): number[] {
  const path = [jobId];
  for (let parent = parentJob(jobId); parent !== null; parent = parentJob(parent)) path.unshift(parent);
  return path;
}

const ADVANCEMENTS = ['1st', '2nd', '3rd', '4th'];

/** How far along its line a job is: 0 for Beginner, Noblesse and Legend, then 1 to 4. */
export function advancementOf(jobId: number): number {
  return jobPath(jobId).length - 1;
}

/**
 * The name of a job. Cygnus and Aran jobs keep one name through their advancements
 * (Dawn Warrior is 1100, 1110, 1111), so those say which: 'Dawn Warrior (2nd job)'.
 */
export function skillJobLabel(jobId: number): string {
  const name = jobName(jobId);
  if (name === 'Unknown') return `Job ${jobId}`;
  if (jobId < 1000 || advancementOf(jobId) === 0) return name;
  return `${name} (${ADVANCEMENTS[advancementOf(jobId) - 1]} job)`;
}

export interface JobStep {
  id: number;
  /** The job's name, or only its advancement ('2nd job') when it has the name of the step before. */
  label: string;
}

/** One line of jobs, from its family's first to its last advancement: Warrior → Fighter → Crusader → Hero. */
export type JobBranch = JobStep[];

export interface JobFamilyBranches {
  family: JobFamily;
  branches: JobBranch[];
}

/**
 * The jobs that have skills as browsable branches, grouped by family: Beginner holds the three lines'
 * starts (Beginner, Noblesse, Legend); every other family runs from its first job to each job with no
 * later advancement among `jobIds`.
 */
export function jobBranches(jobIds: Iterable<number>): JobFamilyBranches[] {
  const known = [...new Set(jobIds)].filter((id) => jobFamily(id) !== null).sort((a, b) => a - b);
  const families: JobFamilyBranches[] = [];
  for (const family of FAMILIES) {
    const members = known.filter((id) => jobFamily(id) === family);
    const leaves = members.filter((id) => !members.some((other) => other !== id && parentJob(other) === id));
    const branches = leaves.map((leaf) => {
      const line = jobPath(leaf).filter((id) => members.includes(id));
      return line.map((id, index) => ({
        id,
        label:
          index > 0 && jobName(line[index - 1]) === jobName(id)
            ? `${ADVANCEMENTS[advancementOf(id) - 1]} job`
            : jobName(id),
      }));
    });
    if (branches.length > 0) families.push({ family, branches });
  }
  return families;
}
