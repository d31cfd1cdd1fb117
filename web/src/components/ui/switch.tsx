import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface SwitchProps extends Omit<ButtonProps, 'role' | 'aria-checked' | 'variant'> {
  checked: boolean;
  children?: ReactNode;
}

/** An on/off switch (role="switch"): announced as on or off, styled by the caller's classes. */
export function Switch({ checked, ...button }: SwitchProps) {
  return <Button variant="bare" role="switch" aria-checked={checked} {...button} />;
}
