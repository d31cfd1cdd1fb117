import type { LibraryKind } from '@henesys/contracts';

/** What the library pages say when something is missing or fails. */
export const LIBRARY_PAGE_MESSAGES = {
  searchFailed: 'The library could not be searched. Please try again later.',
  listFailed: 'The library could not be loaded. Please try again later.',
  noMatch: 'Nothing in the library matches your search.',
  emptyList: 'Nothing here matches these filters.',
  loadFailed: (kind: LibraryKind) => `Failed to load the ${KIND_WORDS[kind]}. Please try again later.`,
  notFound: (kind: LibraryKind) => `The library has no such ${KIND_WORDS[kind]}.`,
} as const;

export const KIND_WORDS: Record<LibraryKind, string> = { item: 'item', monster: 'monster', map: 'map', npc: 'NPC' };
