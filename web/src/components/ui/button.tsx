import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** The site's button: primary by default, type="button" unless told otherwise (so it never submits a form by accident). */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
