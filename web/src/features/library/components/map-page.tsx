import { RecordPage, RecordSection } from './record-page';
import { EmptyState } from '../../../components/ui/list-state';
import { EntryList } from './entry-link';

/** /library/maps/:id: the map, its region and the monsters living there. */
export function MapPage({ id }: { id: string }) {
  return (
    <RecordPage kind="map" id={id} meta={(map) => [map.streetName, `Map #${map.entry.id}`].filter(Boolean).join(' · ')}>
      {(map) => (
        <RecordSection title="Monsters living here">
          {map.monsters.length > 0 ? (
            <EntryList label="Monsters" entries={map.monsters} />
          ) : (
            <EmptyState>No monster lives on this map.</EmptyState>
          )}
        </RecordSection>
      )}
    </RecordPage>
  );
}
