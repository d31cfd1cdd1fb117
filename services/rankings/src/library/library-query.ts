import {
  DomainException,
  ErrorCode,
  ITEM_KINDS,
  LIBRARY_JOBS,
  LIBRARY_LEVEL_MAX,
  LIBRARY_LIMIT_DEFAULT,
  LIBRARY_LIMIT_MAX,
  LIBRARY_MESSAGES,
  LIBRARY_PAGE_MAX,
  LIBRARY_SEARCH_MAX,
  type LibraryItemsQuery,
  type LibraryMonstersQuery,
  type LibraryPaging,
} from '@henesys/contracts';

/** The service checks what the gateway's DTOs checked: another caller of the transport gets the same 400s. */
const refuse = (message: string): never => {
  throw new DomainException(ErrorCode.ValidationFailed, message);
};

const wholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export function pagingOf(query: LibraryPaging): { page: number; limit: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? LIBRARY_LIMIT_DEFAULT;
  if (!wholeIn(page, 1, LIBRARY_PAGE_MAX)) refuse(LIBRARY_MESSAGES.pageInvalid);
  if (!wholeIn(limit, 1, LIBRARY_LIMIT_MAX)) refuse(LIBRARY_MESSAGES.limitInvalid);
  return { page, limit };
}

export function levelsOf(query: LibraryMonstersQuery): { minLevel: number; maxLevel: number } {
  const minLevel = query.minLevel ?? 0;
  const maxLevel = query.maxLevel ?? LIBRARY_LEVEL_MAX;
  if (!wholeIn(minLevel, 0, LIBRARY_LEVEL_MAX) || !wholeIn(maxLevel, 0, LIBRARY_LEVEL_MAX) || minLevel > maxLevel)
    refuse(LIBRARY_MESSAGES.levelInvalid);
  return { minLevel, maxLevel };
}

export function searchTextOf(q: unknown): string {
  const text = typeof q === 'string' ? q.trim() : '';
  if (text.length < 1 || text.length > LIBRARY_SEARCH_MAX) refuse(LIBRARY_MESSAGES.searchInvalid);
  return text;
}

/** slot or region: free text up to 60 characters; blank means none. */
export function optionalTextOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 60) refuse(LIBRARY_MESSAGES.textInvalid);
  return (value as string).trim() || undefined;
}

export function itemFiltersOf(query: LibraryItemsQuery): void {
  if (query.kind !== undefined && !(ITEM_KINDS as readonly string[]).includes(query.kind))
    refuse(LIBRARY_MESSAGES.kindInvalid);
  if (query.job !== undefined && !(LIBRARY_JOBS as readonly string[]).includes(query.job))
    refuse(LIBRARY_MESSAGES.jobInvalid);
}

/** `%`, `_` and `\` match themselves. */
export function likeEscaped(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
}
