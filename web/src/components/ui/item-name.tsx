import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { ItemNames } from '../../hooks/use-item-names';
import { GameIcon } from './game-icon';
import './item-name.css';

/**
 * An item shown outside the library (worn items, the staff's item lists, Founder Pack contents): its
 * library name linked to its library page, or, when the library has none, `children` or its id unlinked.
 */
export function ItemName({
  id,
  names,
  icon = false,
  children,
}: {
  id: number;
  names: ItemNames;
  /** Its icon before the name once the library knows it (the name's initial when it has no icon). */
  icon?: boolean;
  /** What to say instead of the library's name (the catalogue's wording), linked all the same. */
  children?: ReactNode;
}) {
  const entry = names.entryOf(id);
  const text = children ?? names.nameOf(id);
  return (
    <span className="item-name" data-item-id={id}>
      {icon && entry ? <GameIcon name={entry.name} src={entry.icon} size={24} /> : null}
      {entry ? <Link to={generatePath(paths.libraryItem, { id: String(id) })}>{text}</Link> : text}
    </span>
  );
}
