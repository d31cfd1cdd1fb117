import type {
  ItemKind,
  LibraryItem,
  LibraryListAnswer,
  LibraryMap,
  LibraryMonster,
  LibraryNamesAnswer,
  LibraryNpc,
  LibrarySearchAnswer,
} from './library';

export const LIBRARY_SEARCH_MAX = 40;
export const LIBRARY_PAGE_MAX = 100_000;
export const LIBRARY_LIMIT_MAX = 100;
export const LIBRARY_LIMIT_DEFAULT = 20;
export const LIBRARY_NAMES_MAX = 100;
export const LIBRARY_LEVEL_MAX = 255;
/** The job families an equip's reqJob names (EquipDetails.jobs) and the items list filters by. */
export const LIBRARY_JOBS = ['Beginner', 'Warrior', 'Magician', 'Bowman', 'Thief', 'Pirate'] as const;
export type LibraryJob = (typeof LIBRARY_JOBS)[number];

export const LIBRARY_MESSAGES = {
  searchInvalid: `Search text must be 1 to ${LIBRARY_SEARCH_MAX} characters`,
  pageInvalid: `page must be a whole number from 1 to ${LIBRARY_PAGE_MAX}`,
  limitInvalid: `limit must be a whole number from 1 to ${LIBRARY_LIMIT_MAX}`,
  kindInvalid: 'kind must be one of equip, use, setup, etc, cash',
  levelInvalid: `Levels must be whole numbers from 0 to ${LIBRARY_LEVEL_MAX}, minLevel not above maxLevel`,
  jobInvalid: `job must be one of ${LIBRARY_JOBS.join(', ')}`,
  textInvalid: 'slot and region must be at most 60 characters',
  namesInvalid: `items must be 1 to ${LIBRARY_NAMES_MAX} item ids separated by commas`,
  itemNotFound: 'Item not found',
  monsterNotFound: 'Monster not found',
  mapNotFound: 'Map not found',
  npcNotFound: 'NPC not found',
} as const;

export interface LibraryPaging {
  page?: number;
  limit?: number;
}

export interface LibraryItemsQuery extends LibraryPaging {
  kind?: ItemKind;
  slot?: string;
  minLevel?: number;
  maxLevel?: number;
  job?: LibraryJob;
}

export interface LibraryMonstersQuery extends LibraryPaging {
  minLevel?: number;
  maxLevel?: number;
}

export interface LibraryMapsQuery extends LibraryPaging {
  region?: string;
}

export type LibraryRpc = {
  /** GET /api/library/search?q= */
  'library.search': { request: { q: string }; response: LibrarySearchAnswer };
  'library.items': { request: LibraryItemsQuery; response: LibraryListAnswer };
  'library.monsters': { request: LibraryMonstersQuery; response: LibraryListAnswer };
  'library.maps': { request: LibraryMapsQuery; response: LibraryListAnswer };
  'library.npcs': { request: LibraryPaging; response: LibraryListAnswer };
  /** One of each, with drops and shops read live from the game database; 404 for an unknown id. */
  'library.item': { request: { id: number }; response: LibraryItem };
  'library.monster': { request: { id: number }; response: LibraryMonster };
  'library.map': { request: { id: number }; response: LibraryMap };
  'library.npc': { request: { id: number }; response: LibraryNpc };
  /** Names and links for item ids shown elsewhere (GET /api/library/names?items=). */
  'library.names': { request: { items: number[] }; response: LibraryNamesAnswer };
};

export const LIBRARY_PATTERNS = {
  librarySearch: 'library.search',
  libraryItems: 'library.items',
  libraryMonsters: 'library.monsters',
  libraryMaps: 'library.maps',
  libraryNpcs: 'library.npcs',
  libraryItem: 'library.item',
  libraryMonster: 'library.monster',
  libraryMap: 'library.map',
  libraryNpc: 'library.npc',
  libraryNames: 'library.names',
} as const satisfies Record<string, keyof LibraryRpc>;

/** A Redis counter bumped after each import of the wz/ folder: the gateway's cached library answers key by it. */
export const LIBRARY_VERSION_KEY = 'library:version';
