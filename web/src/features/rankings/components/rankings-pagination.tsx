import { formatNumber } from '../../../lib/format';
import { pageItems } from '../lib/pagination';

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
    <nav className="rankings-pagination" aria-label="Rankings pages">
      <button
        type="button"
        className="rankings-pagination__button rankings-pagination__step"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <span aria-hidden="true">‹</span>
        <span className="rankings-pagination__step-label">Previous</span>
      </button>
      <ol className="rankings-pagination__pages">
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="rankings-pagination__button rankings-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="rankings-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <p className="rankings-pagination__position">
        Page {formatNumber(page)} of {formatNumber(totalPages)}
      </p>
      <button
        type="button"
        className="rankings-pagination__button rankings-pagination__step"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
      >
        <span className="rankings-pagination__step-label">Next</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
