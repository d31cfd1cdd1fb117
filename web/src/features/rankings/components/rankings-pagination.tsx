import { Pagination } from '../../../components/ui/pagination';
import { sevenPages } from '../../../components/ui/page-items';
import { formatNumber } from '../../../lib/format';

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/**
 * Previous, the numbered pages (every page up to 7, otherwise with ellipses), next. On a phone the
 * numbers give way to "Page X of Y" between the two arrows, so the pager stays on one row.
 */
export function RankingsPagination({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      label="Rankings pages"
      block="rankings-pagination"
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      numbers={sevenPages}
      arrows
      position={`Page ${formatNumber(page)} of ${formatNumber(totalPages)}`}
    />
  );
}
