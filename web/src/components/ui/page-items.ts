/** A numbered page, or a gap of two or more pages shown as an ellipsis (keyed by the page before it). */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** Which numbered pages a pagination shows, from the current page and the page count. */
export type PageItems = (current: number, pages: number) => PageItem[];

/** Up to this many pages, every page is listed (SPEC §9). */
export const ALL_PAGES_UP_TO = 7;

const pagesAndGaps = (shown: number[]): PageItem[] =>
  shown.flatMap((page, index): PageItem[] => {
    const previous = shown[index - 1];
    const gap: PageItem[] = previous !== undefined && page - previous > 1 ? [{ kind: 'gap', after: previous }] : [];
    return [...gap, { kind: 'page', page }];
  });

/** The page count and the current page read as the nearest page; null when there is none. */
function bounds(current: number, pages: number): { page: number; total: number } | null {
  const total = Math.max(0, Math.floor(pages));
  if (total === 0) return null;
  return { page: Math.min(Math.max(1, Math.floor(current) || 1), total), total };
}

const everyPage = (total: number): number[] => Array.from({ length: total }, (_, index) => index + 1);

/**
 * The donation list's pages (SPEC §2 'Dashboard'): every page when there are 7 or fewer; otherwise
 * the first page, the last page and the pages within 1 of the current one, with an ellipsis for each
 * gap. A gap of a single page shows that page instead: an ellipsis would take the same room and hide it.
 */
export const nearbyPages: PageItems = (current, pages) => {
  const at = bounds(current, pages);
  if (!at) return [];
  if (at.total <= ALL_PAGES_UP_TO) return pagesAndGaps(everyPage(at.total));
  const near = [1, at.page - 1, at.page, at.page + 1, at.total].filter((value) => value >= 1 && value <= at.total);
  const shown = [...new Set(near)].sort((a, b) => a - b);
  const filled = shown.flatMap((value, index) => (value - shown[index - 1] === 2 ? [value - 1, value] : [value]));
  return pagesAndGaps(filled);
};

/**
 * The rankings' pages (SPEC §9): every page when there are 7 or fewer; otherwise always 7 items, the
 * first and last page, the current one with its neighbours and an ellipsis for each gap
 * (1 2 3 4 5 … 20, 1 … 9 10 11 … 20, 1 … 16 17 18 19 20).
 */
export const sevenPages: PageItems = (current, pages) => {
  const at = bounds(current, pages);
  if (!at) return [];
  const { page, total } = at;
  if (total <= ALL_PAGES_UP_TO) return pagesAndGaps(everyPage(total));
  if (page <= 4) return pagesAndGaps([1, 2, 3, 4, 5, total]);
  if (page >= total - 3) return pagesAndGaps([1, total - 4, total - 3, total - 2, total - 1, total]);
  return pagesAndGaps([1, page - 1, page, page + 1, total]);
};
