export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** At most this many page buttons; more pages than this get ellipses (SPEC §9). */
export const MAX_PAGE_BUTTONS = 7;

/**
 * The numbered buttons of the rankings pagination: every page when there are 7 or fewer;
 * otherwise the first and last page, the current one with its neighbours, and an ellipsis for
 * each gap, always 7 items (1 2 3 4 5 … 20, 1 … 9 10 11 … 20, 1 … 16 17 18 19 20).
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= MAX_PAGE_BUTTONS) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', totalPages];
  if (page >= totalPages - 3)
    return [1, 'ellipsis-start', totalPages - 4, totalPages - 3, totalPages - 2, totalPages - 1, totalPages];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', totalPages];
}
