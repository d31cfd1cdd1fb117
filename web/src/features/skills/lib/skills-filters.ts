import { JOB_NAMES } from '@henesys/contracts';

/** What the skills page shows, kept in its address (/skills?job=110&page=2, /skills?search=slash). */
export interface SkillsFilters {
  /** The job whose skills are listed (Beginner by default); a search lists every job's, and leaves this one to come back to. */
  job: number;
  search: string;
  page: number;
}

export const DEFAULT_SKILLS_FILTERS: SkillsFilters = { job: 0, search: '', page: 1 };

/** Longest search kept from the address: no skill name is longer. */
const SEARCH_MAX = 40;

/** Reads the address; an unknown job, a malformed page or an over-long search falls back to the default. */
export function skillsFiltersFromParams(params: URLSearchParams): SkillsFilters {
  const job = Number(params.get('job') ?? DEFAULT_SKILLS_FILTERS.job);
  const page = Number(params.get('page'));
  return {
    job: Number.isInteger(job) && job in JOB_NAMES ? job : DEFAULT_SKILLS_FILTERS.job,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_SKILLS_FILTERS.page,
  };
}

/** The address for some filters, defaults left out; the job stays through a search, to come back to after it. */
export function paramsFromSkillsFilters(filters: SkillsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.job !== DEFAULT_SKILLS_FILTERS.job) params.set('job', String(filters.job));
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.page !== DEFAULT_SKILLS_FILTERS.page) params.set('page', String(filters.page));
  return params;
}

/** The address of one job's first page, for the job links. */
export function jobListSearch(job: number): string {
  const query = paramsFromSkillsFilters({ ...DEFAULT_SKILLS_FILTERS, job }).toString();
  return query ? `?${query}` : '';
}
