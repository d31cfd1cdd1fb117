/** SPEC §2 'Admin donations': 'Page x of y'; an empty list is still page 1 of 1. */
export function pageLabel(page: number, pages: number): string {
  const last = Math.max(1, Math.floor(pages) || 0);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return `Page ${current} of ${last}`;
}

/** The page to show when the list shrank under the current one (a filter, donations changed elsewhere). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}
