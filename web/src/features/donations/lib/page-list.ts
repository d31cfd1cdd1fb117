/** A numbered page, or a gap of two or more pages shown as an ellipsis (keyed by the page before it). */
export type PageListItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** Up to this many pages, every page is listed (SPEC §9). */
export const ALL_PAGES_UP_TO = 7;

/**
 * The numbered part of the donation list's pagination (SPEC §2 'Dashboard'): every page when there
 * are 7 or fewer; otherwise the first page, the last page and the pages within 1 of the current one,
 * with an ellipsis for each gap. A gap of a single page shows that page instead: an ellipsis would
 * take the same room and hide it. `current` outside 1..pages is read as the nearest page.
 */
export function pageList(current: number, pages: number): PageListItem[] {
  const total = Math.max(0, Math.floor(pages));
  if (total === 0) return [];
  if (total <= ALL_PAGES_UP_TO) return Array.from({ length: total }, (_, index) => ({ kind: 'page', page: index + 1 }));

  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((value) => value >= 1 && value <= total)
    .sort((a, b) => a - b);
  const items: PageListItem[] = [];
  shown.forEach((value, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && value - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    if (previous !== undefined && value - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: value });
  });
  return items;
}
