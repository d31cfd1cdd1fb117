/** The OFFSET of a page. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
