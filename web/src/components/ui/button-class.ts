import { classNames } from './class-names';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

/** The classes of a button, for a <Button> or for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return classNames('button', `button--${variant}`, size !== 'medium' && `button--${size}`, className);
}
