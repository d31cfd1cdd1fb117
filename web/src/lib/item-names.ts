import type { LibraryEntry, LibraryNamesAnswer } from '@henesys/contracts';

/** The ids worth asking the library about, once each and in order (the query key stays the same for the same set). */
export function uniqueItemIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
}

/** What the site shows for an item the library does not know: its id. */
export function itemFallbackName(id: number): string {
  return `Item ${id}`;
}

/** The library's entry for an item, if its answer has one (a missing or broken answer has none). */
export function itemEntryOf(answer: LibraryNamesAnswer | undefined, id: number): LibraryEntry | undefined {
  const entry = answer?.items?.[String(id)];
  return entry && typeof entry.name === 'string' && entry.name.trim() !== '' ? entry : undefined;
}

/** [1, 2, 3] in twos → [[1, 2], [3]]: the names call takes a bounded list. */
export function chunksOf<T>(values: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}
