import { DataList } from '../../../components/ui/data-list';
import { EmptyState } from '../../../components/ui/list-state';
import { formatNumber } from '../../../lib/format';
import { EntryLink } from './entry-link';
import { RecordPage, RecordSection } from './record-page';

/** /library/npcs/:id: the NPC and its shop. */
export function NpcPage({ id }: { id: string }) {
  return (
    <RecordPage kind="npc" id={id} meta={(npc) => `NPC #${npc.entry.id}`}>
      {(npc) => (
        <RecordSection title="Shop" aside={npc.shop ? <span className="meta">Shop #{npc.shop.shopId}</span> : null}>
          {npc.shop ? (
            <DataList
              label="Shop"
              className="library-table"
              empty="The shop is empty."
              rows={npc.shop.items.map((offer, order) => ({ ...offer, order }))}
              rowKey={(offer) => offer.order}
              title={{ header: 'Item', cell: (offer) => <EntryLink entry={offer.item} /> }}
              columns={[{ header: 'Price', cell: (offer) => `${formatNumber(offer.price)} meso` }]}
            />
          ) : (
            <EmptyState>This NPC has no shop.</EmptyState>
          )}
        </RecordSection>
      )}
    </RecordPage>
  );
}
