import { pageList } from '../lib/page-list';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** SPEC §2: first, previous, numbered pages with ellipses, next, last. Nothing when there is one page. */
export function DonationsPagination({ page, pages, onPage, disabled = false }: Props) {
  if (pages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <nav className="donations-pagination" aria-label="Donation pages">
      <button
        type="button"
        className="donations-pagination__button"
        onClick={() => onPage(1)}
        disabled={disabled || atStart}
      >
        First
      </button>
      <button
        type="button"
        className="donations-pagination__button"
        onClick={() => onPage(page - 1)}
        disabled={disabled || atStart}
      >
        Previous
      </button>
      <ol className="donations-pagination__pages">
        {pageList(page, pages).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <button
                type="button"
                className="donations-pagination__button donations-pagination__page"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
                disabled={disabled}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={`gap-${item.after}`} className="donations-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="donations-pagination__button"
        onClick={() => onPage(page + 1)}
        disabled={disabled || atEnd}
      >
        Next
      </button>
      <button
        type="button"
        className="donations-pagination__button"
        onClick={() => onPage(pages)}
        disabled={disabled || atEnd}
      >
        Last
      </button>
    </nav>
  );
}
