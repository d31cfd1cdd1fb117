/** The query of every paged list: page `page` (from 1), `limit` rows a page. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** One shape for every paged answer (donations, staff lists, the library): page `page` of `pages`. */
export interface Pagination {
  page: number;
  pages: number;
  total: number;
  limit: number;
}

/**
 * Page `page` of `total` rows, `limit` a page. An empty list is one page, except where the answers
 * always said 0 (the rankings and the library: `emptyAsOnePage: false`, kept for their callers).
 */
export function paginationOf(page: number, limit: number, total: number, { emptyAsOnePage = true } = {}): Pagination {
  const pages = Math.ceil(total / limit);
  return { page, pages: emptyAsOnePage ? Math.max(1, pages) : pages, total, limit };
}

/** The rankings' answers name the same page by their own JSON names (currentPage, totalPages), kept for their callers. */
export interface RankingsPagination {
  total: number;
  totalPages: number;
  currentPage: number;
  limit: number;
}

export const toRankingsPagination = ({ page, pages, total, limit }: Pagination): RankingsPagination => ({
  total,
  totalPages: pages,
  currentPage: page,
  limit,
});

export const fromRankingsPagination = ({ currentPage, totalPages, total, limit }: RankingsPagination): Pagination => ({
  page: currentPage,
  pages: totalPages,
  total,
  limit,
});
