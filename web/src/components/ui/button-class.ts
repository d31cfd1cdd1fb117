import { classNames } from './class-names';
import './button.css';

/** 'bare': no look of the site's buttons; the caller's classes style it alone (a filter pill, a carousel arrow). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'bare';
export type ButtonSize = 'small' | 'medium' | 'large';

/** The classes of a button, for a <Button> or for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  if (variant === 'bare') return classNames(className);
  return classNames('button', `button--${variant}`, size !== 'medium' && `button--${size}`, className);
}
