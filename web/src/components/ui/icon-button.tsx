import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'variant' | 'children'> {
  /** What the button does, for screen readers: the icon alone says nothing ('Dismiss message'). */
  label: string;
  /** The icon (a character or an svg), hidden from screen readers by the label. */
  children: ReactNode;
}

/** A button that shows only an icon (×, ‹, a copy icon): named by `label`, styled by the caller's classes. */
export function IconButton({ label, children, ...button }: IconButtonProps) {
  return (
    <Button variant="bare" aria-label={label} {...button}>
      {children}
    </Button>
  );
}
