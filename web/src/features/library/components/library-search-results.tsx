import type { LibraryEntry, LibrarySearchAnswer } from '@henesys/contracts';
import { useId } from 'react';
import { Loading } from '../../../components/ui/loading';
import { plural } from '../../../lib/format';
import { useLibrarySearch } from '../api/search-library';
import { LIBRARY_PAGE_MESSAGES } from '../lib/messages';
import { EntryList } from './entry-link';
import { LibraryError, NotImported } from './library-state';

const GROUPS: ReadonlyArray<
  readonly [key: keyof Pick<LibrarySearchAnswer, 'items' | 'monsters' | 'maps' | 'npcs'>, title: string]
> = [
  ['items', 'Items'],
  ['monsters', 'Monsters'],
  ['maps', 'Maps'],
  ['npcs', 'NPCs'],
];

/** The search's answer grouped by kind, each group only when it found something. */
export function LibrarySearchResults({ q }: { q: string }) {
  const search = useLibrarySearch(q);
  const headingId = useId();

  if (search.isPending) return <Loading label="Searching the library..." />;
  if (search.isError)
    return <LibraryError message={LIBRARY_PAGE_MESSAGES.searchFailed} onRetry={() => void search.refetch()} />;
  const answer = search.data;
  if (!answer.imported) return <NotImported />;
  const groups = GROUPS.map(([key, title]) => [title, (answer[key] ?? []) as LibraryEntry[]] as const).filter(
    ([, entries]) => entries.length > 0,
  );
  const total = groups.reduce((sum, [, entries]) => sum + entries.length, 0);
  return (
    <div className="library-results" aria-labelledby={headingId}>
      <h3 id={headingId} className="library__title">
        Found for “{answer.q || q}”
      </h3>
      <p className="meta" role="status">
        {total === 0 ? LIBRARY_PAGE_MESSAGES.noMatch : plural(total, 'match', 'matches')}
      </p>
      {groups.map(([title, entries]) => (
        <section key={title} className="library-group" aria-label={title}>
          <h4 className="library-group__title">
            {title} <span className="meta">({entries.length})</span>
          </h4>
          <EntryList label={title} entries={entries} />
        </section>
      ))}
    </div>
  );
}
