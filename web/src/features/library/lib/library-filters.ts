import {
  type ItemKind,
  LIBRARY_JOBS,
  LIBRARY_LEVEL_MAX,
  LIBRARY_LIMIT_DEFAULT,
  LIBRARY_SEARCH_MAX,
} from '@henesys/contracts';

/** The browse tabs of /library: the five item kinds, then monsters, maps and NPCs. */
export const LIBRARY_TABS = [
  { id: 'equip', label: 'Equips' },
  { id: 'use', label: 'Use' },
  { id: 'setup', label: 'Set-up' },
  { id: 'etc', label: 'Etc' },
  { id: 'cash', label: 'Cash' },
  { id: 'monsters', label: 'Monsters' },
  { id: 'maps', label: 'Maps' },
  { id: 'npcs', label: 'NPCs' },
] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number]['id'];

/**
 * The equip slots to browse by: the API's values (String.wz Eqp's categories, which the library keeps
 * as an equip's `detail`) and what the page calls them.
 */
export const EQUIP_SLOTS = [
  ['Cap', 'Cap'],
  ['Accessory', 'Accessory'],
  ['Coat', 'Top'],
  ['Longcoat', 'Overall'],
  ['Pants', 'Bottom'],
  ['Shoes', 'Shoes'],
  ['Glove', 'Gloves'],
  ['Cape', 'Cape'],
  ['Shield', 'Shield'],
  ['Weapon', 'Weapon'],
  ['Ring', 'Ring'],
  ['PetEquip', 'Pet equipment'],
  ['Taming', 'Mount'],
] as const satisfies ReadonlyArray<readonly [value: string, label: string]>;

/** The job families of an equip's requirements (EquipDetails.jobs). */
export const EQUIP_JOBS = LIBRARY_JOBS;

/** Level bands, 'min-max': tens up to 99, then twenties. */
export const LEVEL_BANDS = [
  '0-9',
  '10-19',
  '20-29',
  '30-39',
  '40-49',
  '50-59',
  '60-69',
  '70-79',
  '80-89',
  '90-99',
  '100-119',
  '120-139',
  '140-159',
  `160-${LIBRARY_LEVEL_MAX}`,
] as const;

/** Entries a list page asks for. */
export const LIBRARY_PAGE_SIZE = LIBRARY_LIMIT_DEFAULT;

/** What /library shows, kept in its address: /library?q=snail, /library?tab=equip&slot=Weapon&level=30-39&page=2. */
export interface LibraryFilters {
  /** The search over every kind; while set, the page shows its results instead of the browse tabs. */
  q: string;
  tab: LibraryTab;
  /** Equips only. */
  slot: string;
  job: string;
  /** Equips and monsters: a LEVEL_BANDS value, '' for every level. */
  level: string;
  /** Maps only: the street (region) name, as typed. */
  region: string;
  page: number;
}

export const DEFAULT_LIBRARY_FILTERS: LibraryFilters = {
  q: '',
  tab: 'equip',
  slot: '',
  job: '',
  level: '',
  region: '',
  page: 1,
};

/** Longest region kept from the address (the API's limit for slot and region). */
const TEXT_MAX = 60;

const ITEM_TABS: readonly string[] = ['equip', 'use', 'setup', 'etc', 'cash'] satisfies ItemKind[];

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.find((option) => option === value) ?? '';
}

/** Reads the address; anything unknown or malformed falls back to the default. */
export function libraryFiltersFromParams(params: URLSearchParams): LibraryFilters {
  const page = Number(params.get('page'));
  const tab = oneOf(
    params.get('tab'),
    LIBRARY_TABS.map((entry) => entry.id),
  );
  return {
    q: (params.get('q') ?? '').trim().slice(0, LIBRARY_SEARCH_MAX),
    tab: tab || DEFAULT_LIBRARY_FILTERS.tab,
    slot: oneOf(
      params.get('slot'),
      EQUIP_SLOTS.map(([value]) => value),
    ),
    job: oneOf(params.get('job'), EQUIP_JOBS),
    level: oneOf(params.get('level'), LEVEL_BANDS),
    region: (params.get('region') ?? '').trim().slice(0, TEXT_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIBRARY_FILTERS.page,
  };
}

/** The filters a tab uses: the others are dropped from its address and its request. */
function filtersOfTab(filters: LibraryFilters): Partial<Record<'slot' | 'job' | 'level' | 'region', string>> {
  if (filters.tab === 'equip') return { slot: filters.slot, job: filters.job, level: filters.level };
  if (filters.tab === 'monsters') return { level: filters.level };
  if (filters.tab === 'maps') return { region: filters.region };
  return {};
}

/** The address of some filters, defaults and other tabs' filters left out. */
export function paramsFromLibraryFilters(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.tab !== DEFAULT_LIBRARY_FILTERS.tab) params.set('tab', filters.tab);
  for (const [name, value] of Object.entries(filtersOfTab(filters))) {
    if (value?.trim()) params.set(name, value.trim());
  }
  if (filters.page !== DEFAULT_LIBRARY_FILTERS.page) params.set('page', String(filters.page));
  return params;
}

/** '30-39' → [30, 39]; '' → null. */
export function levelRange(band: string): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(band);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** 'Level 30–39' for a band's option. */
export function levelBandLabel(band: string): string {
  const range = levelRange(band);
  return range ? `Level ${range[0]}–${range[1]}` : 'Every level';
}

export interface LibraryListRequest {
  path: string;
  params: Record<string, string | number>;
}

/** The API request of a browse tab: GET /api/library/items?kind=equip&slot=...&minLevel=&maxLevel=&job=&page=&limit=. */
export function libraryListRequest(filters: LibraryFilters): LibraryListRequest {
  const own = filtersOfTab(filters);
  const range = own.level ? levelRange(own.level) : null;
  const params: Record<string, string | number> = {};
  if (ITEM_TABS.includes(filters.tab)) params.kind = filters.tab;
  if (own.slot) params.slot = own.slot;
  if (range) [params.minLevel, params.maxLevel] = range;
  if (own.job) params.job = own.job;
  if (own.region) params.region = own.region;
  params.page = filters.page;
  params.limit = LIBRARY_PAGE_SIZE;
  const path = ITEM_TABS.includes(filters.tab) ? '/library/items' : `/library/${filters.tab}`;
  return { path, params };
}
