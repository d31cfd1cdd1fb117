import { Button } from './button';
import { classNames } from './class-names';
import type { PageItems } from './page-items';
import './pagination.css';

interface PaginationProps {
  /** The navigation's name ('Skill pages'). */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** While a page loads: every button waits. */
  disabled?: boolean;
  /** Numbered pages between Previous and Next, chosen by nearbyPages or sevenPages (page-items.ts); none by default. */
  numbers?: PageItems;
  /** First and Last around Previous and Next. */
  ends?: boolean;
  /** ‹ and › beside Previous and Next. */
  arrows?: boolean;
  /** Where the reader is; 'Page x of y' by default, false for none (the numbered pages say it). */
  position?: string | false;
  /**
   * A feature's own look: the navigation and its parts take that block's classes (`{block}__button`,
   * `__step`, `__page`, `__pages`, `__gap`, `__position`, `__step-label`) instead of the site's buttons.
   */
  block?: string;
  className?: string;
  positionClassName?: string;
  buttonClassName?: string;
}

/** Previous and next around where the reader is ('Page 2 of 5', announced as it changes), numbered pages, first and last. */
export function Pagination({
  label,
  page,
  totalPages,
  onPage,
  disabled = false,
  numbers,
  ends = false,
  arrows = false,
  position,
  block,
  className,
  positionClassName,
  buttonClassName,
}: PaginationProps) {
  const part = (name: string) => `${block ?? 'pagination'}__${name}`;
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= totalPages;
  const step = (text: string, to: number, off: boolean, arrow?: '‹' | '›') => (
    <Button
      variant={block ? 'bare' : 'secondary'}
      className={block ? classNames(part('button'), part('step')) : buttonClassName}
      onClick={() => onPage(to)}
      disabled={off}
    >
      {arrows && arrow === '‹' ? <span aria-hidden="true">‹</span> : null}
      {arrows ? <span className={part('step-label')}>{text}</span> : text}
      {arrows && arrow === '›' ? <span aria-hidden="true">›</span> : null}
    </Button>
  );

  return (
    <nav className={classNames(block ?? 'pagination', className)} aria-label={label}>
      {ends ? step('First', 1, atStart) : null}
      {step('Previous', page - 1, atStart, '‹')}
      {numbers ? (
        <ol className={part('pages')}>
          {numbers(page, totalPages).map((item) =>
            item.kind === 'page' ? (
              <li key={item.page}>
                <Button
                  variant="bare"
                  className={classNames(part('button'), part('page'))}
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === page ? 'page' : undefined}
                  onClick={() => onPage(item.page)}
                  disabled={disabled}
                >
                  {item.page}
                </Button>
              </li>
            ) : (
              <li key={`gap-${item.after}`} className={part('gap')} aria-hidden="true">
                …
              </li>
            ),
          )}
        </ol>
      ) : null}
      {position === false ? null : (
        <p className={classNames(part('position'), positionClassName)} aria-live="polite">
          {position ?? `Page ${page} of ${totalPages}`}
        </p>
      )}
      {step('Next', page + 1, atEnd, '›')}
      {ends ? step('Last', totalPages, atEnd) : null}
    </nav>
  );
}
