import { Link, type To } from 'react-router-dom';
import { classNames } from './class-names';
import './trail.css';

/** Where a page sits, as links back up (Skills › Warrior › Fighter; Library › Monsters). */
export function Trail({
  label,
  links,
  className,
}: {
  label: string;
  links: ReadonlyArray<{ key: string | number; to: To; text: string }>;
  className?: string;
}) {
  return (
    <nav className={classNames('trail', className)} aria-label={label}>
      <ol>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.text}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
