import type { ReactNode, TableHTMLAttributes } from 'react';
import { classNames } from './class-names';
import './table.css';

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** What the table holds: every table has a caption, for screen readers at least. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
  /** Names the scrolling wrapper and makes it a focusable region, so a keyboard can scroll a wide table. */
  scrollLabel?: string;
  /** Extra classes of the scrolling wrapper. */
  wrapClassName?: string;
}

/** A table in a wrapper that scrolls sideways when the table is wider than the screen. */
export function Table({
  caption,
  hideCaption = false,
  scrollLabel,
  wrapClassName,
  className,
  children,
  ...table
}: TableProps) {
  const region = scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {};
  return (
    <div className={classNames('table-wrap', wrapClassName)} {...region}>
      <table className={classNames('table', className)} {...table}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
