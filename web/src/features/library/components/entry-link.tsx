import type { LibraryEntry } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { GameIcon } from '../../../components/ui/game-icon';
import { entryPath } from '../lib/library-text';

/** An entry's icon and its name linked to its page; `linked={false}` for sources without a page (reactors). */
export function EntryLink({ entry, linked = true }: { entry: LibraryEntry; linked?: boolean }) {
  return (
    <span className="library-entry">
      <GameIcon name={entry.name} src={entry.icon} size={28} />
      {linked ? <Link to={entryPath(entry)}>{entry.name}</Link> : <span>{entry.name}</span>}
    </span>
  );
}

/** A list of entries, one line each: icon, name (to its page), detail (slot, level, street). */
export function EntryList({ entries, label }: { entries: readonly LibraryEntry[]; label: string }) {
  return (
    <ul className="library-list" aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className="library-row">
          <GameIcon name={entry.name} src={entry.icon} size={32} />
          <div className="library-row__body">
            <Link className="library-row__name" to={entryPath(entry)}>
              {entry.name}
            </Link>
            {entry.detail ? <span className="meta library-row__detail">{entry.detail}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
