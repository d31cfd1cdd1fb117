import type { LibraryMonster } from '@henesys/contracts';
import { EmptyState } from '../../../components/ui/list-state';
import { DataList } from '../../../components/ui/data-list';
import { Pill } from '../../../components/ui/pill';
import { formatNumber } from '../../../lib/format';
import { byChance } from '../lib/chances';
import { elementLines, monsterStatRows } from '../lib/library-text';
import { dropColumns } from './chance';
import { DetailList } from './detail-list';
import { DropRate } from './drop-rate';
import { EntryLink, EntryList } from './entry-link';
import { RecordPage, RecordSection } from './record-page';

/** /library/monsters/:id: stats, where it lives, its drops by chance, its monster card. */
export function MonsterPage({ id }: { id: string }) {
  return (
    <RecordPage
      kind="monster"
      id={id}
      meta={(monster) => (
        <>
          Level {formatNumber(monster.stats.level)} · Monster #{monster.entry.id}{' '}
          {monster.stats.boss ? <Pill tone="refused">Boss</Pill> : null}{' '}
          {monster.stats.undead ? <Pill tone="muted">Undead</Pill> : null}
        </>
      )}
    >
      {(monster) => <MonsterBody monster={monster} />}
    </RecordPage>
  );
}

function MonsterBody({ monster }: { monster: LibraryMonster }) {
  const elements = elementLines(monster.stats.elements);
  return (
    <>
      <RecordSection title="Stats">
        <DetailList label="Monster stats" rows={monsterStatRows(monster.stats)} />
        {elements.length > 0 ? (
          <ul className="library-notes" aria-label="Elements">
            {elements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {monster.linkedTo ? (
          <p className="meta">
            Moves and attacks like <EntryLink entry={monster.linkedTo} />
          </p>
        ) : null}
      </RecordSection>
      <RecordSection title="Where it lives">
        {monster.maps.length > 0 ? (
          <EntryList label="Maps" entries={monster.maps} />
        ) : (
          <EmptyState>It lives on no map of this server (it may be summoned).</EmptyState>
        )}
      </RecordSection>
      <RecordSection title="Drops" aside={<DropRate rate={monster.dropRate} />}>
        <DataList
          label="Drops"
          className="library-table"
          empty="It drops nothing on this server."
          rows={byChance(monster.drops).map((drop, order) => ({ ...drop, order }))}
          rowKey={(drop) => drop.order}
          title={{
            header: 'Item',
            cell: (drop) =>
              drop.item ? (
                <EntryLink entry={drop.item} />
              ) : (
                <span className="library-entry library-entry--meso">{drop.meso ? 'Meso' : 'Unknown item'}</span>
              ),
          }}
          columns={dropColumns()}
        />
      </RecordSection>
      {monster.card ? (
        <RecordSection title="Monster card">
          <EntryLink entry={monster.card} />
        </RecordSection>
      ) : null}
    </>
  );
}
