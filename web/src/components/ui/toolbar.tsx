import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './toolbar.css';

/** The filters and buttons above a list. */
export function Toolbar({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classNames('toolbar', className)}>{children}</div>;
}
