import {
  JOB_FILTERS,
  type JobFilter,
  RANKING_TYPES,
  RANKINGS_DEFAULTS,
  type RankingType,
  RANKINGS_PAGE_MAX,
  RANKINGS_SEARCH_MAX,
} from '@henesys/contracts';

/** The tabs of the rankings page: the character rankings of SPEC §4, then the guilds. */
export const RANKINGS_TABS = [...RANKING_TYPES, 'guild'] as const;
export type RankingsTab = (typeof RANKINGS_TABS)[number];

/** The tab's character ranking type; null for the guild tab (no job filter or name search there). */
export const characterRankingType = (tab: RankingsTab): RankingType | null => (tab === 'guild' ? null : tab);

/** What the rankings page shows, kept in its address (/rankings?type=fame&job=Aran&search=x&page=2). */
export interface RankingsFilters {
  type: RankingsTab;
  jobType: JobFilter;
  search: string;
  page: number;
}

export const DEFAULT_FILTERS: RankingsFilters = {
  type: RANKINGS_DEFAULTS.type,
  jobType: RANKINGS_DEFAULTS.jobType,
  search: '',
  page: RANKINGS_DEFAULTS.page,
};

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Reads the address; anything unknown or malformed falls back to the default. */
export function filtersFromParams(params: URLSearchParams): RankingsFilters {
  const page = Number(params.get('page'));
  return {
    type: oneOf(RANKINGS_TABS, params.get('type'), DEFAULT_FILTERS.type),
    jobType: oneOf(JOB_FILTERS, params.get('job'), DEFAULT_FILTERS.jobType),
    search: (params.get('search') ?? '').trim().slice(0, RANKINGS_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= RANKINGS_PAGE_MAX ? page : DEFAULT_FILTERS.page,
  };
}

/** The address for some filters; defaults are left out, so /rankings is Level, all jobs, page 1. */
export function paramsFromFilters(filters: RankingsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== DEFAULT_FILTERS.type) params.set('type', filters.type);
  if (filters.jobType !== DEFAULT_FILTERS.jobType) params.set('job', filters.jobType);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.page !== DEFAULT_FILTERS.page) params.set('page', String(filters.page));
  return params;
}

/** A change of tab, job or search starts again at page 1; a change of page keeps the rest. */
export function changeFilters(current: RankingsFilters, change: Partial<RankingsFilters>): RankingsFilters {
  const next = { ...current, ...change };
  const narrowed = change.type !== undefined || change.jobType !== undefined || change.search !== undefined;
  return narrowed && change.page === undefined ? { ...next, page: 1 } : next;
}
