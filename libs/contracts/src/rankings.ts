import { RANKINGS_PAGE_SIZE } from './constants';
import { JOB_FILTER_IDS, JOB_FILTERS, type JobFilter } from './jobs';
import type { RankingsPagination } from './pagination';

/** SPEC §4 Rankings: the two tabs. */
export const RANKING_TYPES = ['level', 'fame'] as const;
export type RankingType = (typeof RANKING_TYPES)[number];

/** A job filter option other than 'all': the job family a ranked character counts in. */
export type JobFamily = Exclude<JobFilter, 'all'>;

/** Largest page size the API accepts (the web asks for RANKINGS_PAGE_SIZE, 10). */
export const RANKINGS_LIMIT_MAX = 50;
/** Highest page number accepted; further pages than exist answer an empty list with the totals. */
export const RANKINGS_PAGE_MAX = 10_000_000;
/** Longest name search (character names are 3-12 characters, SPEC §9). */
export const RANKINGS_SEARCH_MAX = 12;

/** GET /api/rankings query (SPEC §7), after validation; what is left out takes RANKINGS_DEFAULTS. */
export interface RankingsQuery {
  type?: RankingType;
  jobType?: JobFilter;
  search?: string;
  page?: number;
  limit?: number;
  includeAvatarDetails?: boolean;
}

/** A rankings query with every default filled in (no search: undefined). */
export type ResolvedRankingsQuery = Required<Omit<RankingsQuery, 'search'>> & { search: string | undefined };

/** The one set of defaults of GET /api/rankings: the API's documentation, the service and the web's page read it. */
export const RANKINGS_DEFAULTS = {
  type: 'level',
  jobType: 'all',
  page: 1,
  limit: RANKINGS_PAGE_SIZE,
  includeAvatarDetails: true,
} as const satisfies Omit<ResolvedRankingsQuery, 'search'>;

/** The query as the service reads it: the defaults for what is left out, a blank search as none. */
export function withRankingsDefaults(query: RankingsQuery): ResolvedRankingsQuery {
  return {
    type: query.type ?? RANKINGS_DEFAULTS.type,
    jobType: query.jobType ?? RANKINGS_DEFAULTS.jobType,
    search: query.search?.trim() || undefined,
    page: query.page ?? RANKINGS_DEFAULTS.page,
    limit: query.limit ?? RANKINGS_DEFAULTS.limit,
    includeAvatarDetails: query.includeAvatarDetails ?? RANKINGS_DEFAULTS.includeAvatarDetails,
  };
}

/** SPEC §3 'Ranking entry'. `rank` is the position within the chosen job filter. */
export interface RankingEntry {
  id: number;
  rank: number;
  name: string;
  level: number;
  exp: number;
  fame: number;
  /** The job id (SPEC §3 'Job ids'); jobName is its name from JOB_NAMES. */
  job: number;
  jobName: string;
  guild: string | null;
  /** What an avatar renderer needs; left out when includeAvatarDetails=false. */
  items?: string;
  gender?: number;
  face?: number;
  hair?: number;
  skincolor?: number;
}

export interface RankingsResponse {
  rankings: RankingEntry[];
  pagination: RankingsPagination;
}

/** What one rebuild of the precomputed rankings did. */
export interface RankingsRefreshResult {
  characters: number;
  durationMs: number;
  refreshedAt: string;
  /** Milliseconds per step: fill (query the game schema), index, vacuum, count, swap. */
  steps: Record<string, number>;
}

export const RANKINGS_MESSAGES = {
  typeInvalid: `type must be one of: ${RANKING_TYPES.join(', ')}`,
  jobTypeInvalid: `jobType must be one of: ${JOB_FILTERS.join(', ')}`,
  pageInvalid: `page must be a whole number from 1 to ${RANKINGS_PAGE_MAX}`,
  limitInvalid: `limit must be a whole number from 1 to ${RANKINGS_LIMIT_MAX}`,
  searchInvalid: `search must be text of at most ${RANKINGS_SEARCH_MAX} characters`,
  avatarDetailsInvalid: 'includeAvatarDetails must be true or false',
  loadFailed: 'Failed to load rankings. Please try again later.',
  noResults: 'No characters found matching your filters.',
} as const;

/** SPEC §8: the empty rankings message, naming the search when there is one. */
export function noRankingsMessage(search: string | undefined): string {
  const trimmed = search?.trim();
  return trimmed ? `No characters found matching "${trimmed}".` : RANKINGS_MESSAGES.noResults;
}

const FAMILY_BY_JOB = new Map<number, JobFamily>(
  (Object.entries(JOB_FILTER_IDS) as Array<[JobFamily, readonly number[]]>).flatMap(([family, ids]) =>
    ids.map((id) => [id, family] as const),
  ),
);

/** The job filter a job id counts in, or null for jobs outside every filter (GM, unknown ids). */
export function jobFamily(jobId: number): JobFamily | null {
  return FAMILY_BY_JOB.get(jobId) ?? null;
}

/** SPEC §3 'Skill'. levels: 'h1', 'h2', ... to that level's text (ids with gaps keep their gaps). */
export interface Skill {
  id: string;
  name: string;
  desc: string;
  levels: Record<string, string>;
}

/** The job of a skill: its id divided by 10 000 ('0001000' → 0 Beginner, '10001000' → 1000 Noblesse). */
export function skillJobId(skillId: string): number {
  return Math.floor(Number(skillId) / 10_000);
}

/** SPEC §5 'Skills shown': a numeric id of 7 digits, or of 8 digits starting with 1 (Cygnus) or 2 (Aran). */
export function isSkillId(id: string): boolean {
  return /^\d{7}$/.test(id) || /^[12]\d{7}$/.test(id);
}

/** A shown skill as GET /api/skills and GET /api/skills/{id} answer it: the file's text plus its job and icon. */
export interface ShownSkill extends Skill {
  /** skillJobId(id). */
  jobId: number;
  /** The icon from SKILL_ICON_URL_TEMPLATE; null when no icon service is set (the web shows its fallback). */
  icon: string | null;
}

export const SKILL_MESSAGES = {
  notFound: 'Skill not found',
  loadFailed: 'Failed to load skills. Please try again later.',
} as const;

/**
 * Avatar image services (SPEC §7: three in turn, then the name's first letter). A template is an
 * https:// URL or a same-site path with these placeholders, filled from a ranking entry:
 * {name} (URL-encoded), {gender}, {skin} (0-7, anything else 0), {body} (2000 + skin), {head}
 * (12000 + skin), {hair}, {face}, {items} (equipped item ids, comma-separated), {look} (hair, face,
 * items) and {all} (body, head, hair, face, items).
 */
export const AVATAR_PLACEHOLDERS = [
  'name',
  'gender',
  'skin',
  'body',
  'head',
  'hair',
  'face',
  'items',
  'look',
  'all',
] as const;
export type AvatarPlaceholder = (typeof AVATAR_PLACEHOLDERS)[number];

export interface AvatarTemplates {
  templates: string[];
}

/** The placeholders a template uses that AVATAR_PLACEHOLDERS does not know. */
export function unknownAvatarPlaceholders(template: string): string[] {
  const known = new Set<string>(AVATAR_PLACEHOLDERS);
  return [...template.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]).filter((name) => !known.has(name));
}

export type AvatarLook = Pick<RankingEntry, 'name'> &
  Partial<Pick<RankingEntry, 'gender' | 'skincolor' | 'hair' | 'face' | 'items'>>;

/** SPEC §3 'Avatar': skin colour 0-7 is kept, anything else falls back to 0. */
export function avatarSkin(skincolor: number | undefined): number {
  return skincolor !== undefined && Number.isInteger(skincolor) && skincolor >= 0 && skincolor <= 7 ? skincolor : 0;
}

/** A template with its placeholders filled for one character. */
export function avatarUrl(template: string, look: AvatarLook): string {
  const skin = avatarSkin(look.skincolor);
  const items = (look.items ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^\d+$/.test(item));
  const hair = String(look.hair ?? 30000);
  const face = String(look.face ?? 20000);
  const values: Record<AvatarPlaceholder, string> = {
    name: encodeURIComponent(look.name),
    gender: String(look.gender ?? 0),
    skin: String(skin),
    body: String(2000 + skin),
    head: String(12000 + skin),
    hair,
    face,
    items: items.join(','),
    look: [hair, face, ...items].join(','),
    all: [String(2000 + skin), String(12000 + skin), hair, face, ...items].join(','),
  };
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    name in values ? values[name as AvatarPlaceholder] : whole,
  );
}
