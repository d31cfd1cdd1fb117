import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './pill.css';

export type PillTone = 'waiting' | 'progress' | 'done' | 'refused' | 'muted';

/** A short state ('Pending', 'Banned') in a rounded frame, coloured by its tone. */
export function Pill({ tone, className, children }: { tone: PillTone; className?: string; children: ReactNode }) {
  return <span className={classNames('pill', `pill--${tone}`, className)}>{children}</span>;
}
