import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './list-state.css';

/** Said instead of an empty list ('No players found.'). */
export function EmptyState({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={classNames('list-empty', className)}>{children}</p>;
}

/** Why a list could not load, announced at once, with what the reader can do about it (a button). */
export function ErrorState({
  message,
  className,
  children,
}: {
  message: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={classNames('list-error', className)} role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}
