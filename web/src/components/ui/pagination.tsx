import { Button } from './button';
import { classNames } from './class-names';
import './pagination.css';

interface PaginationProps {
  /** The navigation's name ('Skill pages'). */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** While a page loads: both buttons wait. */
  disabled?: boolean;
  /** Where the reader is; 'Page x of y' by default. */
  position?: string;
  className?: string;
  positionClassName?: string;
  buttonClassName?: string;
}

/** Previous, where the reader is ('Page 2 of 5', announced as it changes), next. */
export function Pagination({
  label,
  page,
  totalPages,
  onPage,
  disabled = false,
  position,
  className,
  positionClassName,
  buttonClassName,
}: PaginationProps) {
  return (
    <nav className={classNames('pagination', className)} aria-label={label}>
      <Button
        variant="secondary"
        className={buttonClassName}
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
      >
        Previous
      </Button>
      <span className={classNames('pagination__position', positionClassName)} aria-live="polite">
        {position ?? `Page ${page} of ${totalPages}`}
      </span>
      <Button
        variant="secondary"
        className={buttonClassName}
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        Next
      </Button>
    </nav>
  );
}
