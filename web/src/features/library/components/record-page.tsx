import type { ReactNode } from 'react';
import type { LibraryEntry, LibraryKind } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { GameIcon } from '../../../components/ui/game-icon';
import { Loading } from '../../../components/ui/loading';
import { Trail } from '../../../components/ui/trail';
import { paths } from '../../../config/paths';
import { useLibraryRecord, type LibraryRecords } from '../api/get-library-record';
import { KIND_WORDS, LIBRARY_PAGE_MESSAGES } from '../lib/messages';
import './library.css';

const TAB_OF_KIND: Record<LibraryKind, string> = { item: '', monster: 'monsters', map: 'maps', npc: 'npcs' };
const TRAIL_LABEL: Record<LibraryKind, string> = { item: 'Items', monster: 'Monsters', map: 'Maps', npc: 'NPCs' };

const backToLibrary = (kind?: LibraryKind) => ({
  pathname: paths.library,
  search: kind && TAB_OF_KIND[kind] ? `?tab=${TAB_OF_KIND[kind]}` : '',
});

/**
 * One library page (/library/items/:id, monsters, maps, npcs): loading, a 404 ('no such item') or a
 * failure with Retry, else the trail back to the library, the header (icon, name, what it is) and `children`.
 */
export function RecordPage<Kind extends LibraryKind>({
  kind,
  id,
  meta,
  children,
}: {
  kind: Kind;
  id: string;
  /** Under the name: 'Weapon · Item #1302000'. */
  meta: (record: LibraryRecords[Kind]) => ReactNode;
  children: (record: LibraryRecords[Kind]) => ReactNode;
}) {
  const query = useLibraryRecord(kind, id);

  if (query.isPending) return <Loading label={`Loading the ${KIND_WORDS[kind]}...`} />;
  if (query.isError) {
    const notFound = (query.error as { status?: number | null }).status === 404;
    return (
      <section className="card library-page" role="alert">
        <h2>{notFound ? LIBRARY_PAGE_MESSAGES.notFound(kind) : LIBRARY_PAGE_MESSAGES.loadFailed(kind)}</h2>
        <div className="button-row">
          {notFound ? null : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )}
          <Link className="button button--secondary" to={backToLibrary()}>
            Back to the library
          </Link>
        </div>
      </section>
    );
  }

  const record = query.data;
  const entry: LibraryEntry = record.entry;
  const big = kind === 'monster' || kind === 'npc';
  return (
    <article className="card library-page" aria-labelledby="library-name">
      <Trail
        label="Library"
        links={[
          { key: 'library', to: backToLibrary(), text: 'Library' },
          { key: kind, to: backToLibrary(kind), text: TRAIL_LABEL[kind] },
        ]}
      />
      <header className="library-page__header">
        <GameIcon name={entry.name} src={entry.icon} size={big ? 72 : 48} />
        <div>
          <h2 id="library-name" className="library-page__name">
            {entry.name}
          </h2>
          <p className="meta">{meta(record)}</p>
        </div>
      </header>
      {children(record)}
    </article>
  );
}

/** A titled part of a library page. */
export function RecordSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = `library-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="library-section" aria-labelledby={headingId}>
      <div className="library-section__head">
        <h3 id={headingId}>{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
