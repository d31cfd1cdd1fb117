import type { ItemDrop, ItemKind, LibraryItem } from '@henesys/contracts';
import { DataList } from '../../../components/ui/data-list';
import { Pill } from '../../../components/ui/pill';
import { formatNumber } from '../../../lib/format';
import { byChance } from '../lib/chances';
import { equipBonusRows, equipRequirementRows, itemEffectRows, plainGameText } from '../lib/library-text';
import { dropColumns } from './chance';
import { DetailList } from './detail-list';
import { DropRate } from './drop-rate';
import { EntryLink } from './entry-link';
import { RecordPage, RecordSection } from './record-page';

const KIND_LABEL: Record<ItemKind, string> = { equip: 'Equip', use: 'Use', setup: 'Set-up', etc: 'Etc', cash: 'Cash' };

const SOURCE_LABEL: Record<ItemDrop['from'], string | null> = {
  monster: null,
  reactor: 'Reactor',
  global: 'Global',
};

/** /library/items/:id: name, description, details, who drops it, which shops sell it. */
export function ItemPage({ id }: { id: string }) {
  return (
    <RecordPage
      kind="item"
      id={id}
      meta={(item) => [KIND_LABEL[item.kind], item.entry.detail, `Item #${item.entry.id}`].filter(Boolean).join(' · ')}
    >
      {(item) => <ItemBody item={item} />}
    </RecordPage>
  );
}

function ItemBody({ item }: { item: LibraryItem }) {
  const description = plainGameText(item.description);
  const effects = itemEffectRows(item.effects, item.price, item.slotMax);
  return (
    <>
      {description ? <p className="library-page__desc">{description}</p> : null}
      {item.equip ? (
        <RecordSection title="Details">
          <div className="library-columns">
            <DetailList label="Requirements" rows={equipRequirementRows(item.equip)} />
            <DetailList label="Stats" rows={equipBonusRows(item.equip)} />
          </div>
          {item.price !== null ? <p className="meta">Sells to shops for {formatNumber(item.price)} meso.</p> : null}
        </RecordSection>
      ) : effects.length > 0 ? (
        <RecordSection title="Details">
          <DetailList label="Effects" rows={effects} />
        </RecordSection>
      ) : null}
      <RecordSection title="Who drops it" aside={<DropRate rate={item.dropRate} />}>
        <DataList
          label="Who drops it"
          className="library-table"
          empty="No monster or reactor of this server drops it."
          rows={byChance(item.droppedBy).map((drop, order) => ({ ...drop, order }))}
          rowKey={(drop) => drop.order}
          title={{
            header: 'Dropped by',
            cell: (drop) => (
              <>
                <EntryLink entry={drop.source} linked={drop.from === 'monster'} />
                {SOURCE_LABEL[drop.from] ? <Pill tone="muted">{SOURCE_LABEL[drop.from]}</Pill> : null}
              </>
            ),
          }}
          columns={dropColumns()}
        />
      </RecordSection>
      <RecordSection title="Sold by">
        <DataList
          label="Sold by"
          className="library-table"
          empty="No NPC shop sells it."
          rows={[...item.soldBy].sort((a, b) => a.price - b.price).map((offer, order) => ({ ...offer, order }))}
          rowKey={(offer) => offer.order}
          title={{ header: 'NPC', cell: (offer) => <EntryLink entry={offer.npc} /> }}
          columns={[
            { header: 'Price', cell: (offer) => `${formatNumber(offer.price)} meso` },
            { header: 'Shop', cell: (offer) => `#${offer.shopId}` },
          ]}
        />
      </RecordSection>
    </>
  );
}
