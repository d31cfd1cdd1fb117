import type { StaffCharacter } from '@henesys/contracts';
import { ItemName } from '../../../../components/ui/item-name';
import { useItemNames } from '../../../../hooks/use-item-names';
import { formatNumber, plural } from '../../../../lib/format';
import { groupItems } from '../../lib/item-groups';

/** A character's equipped and inventory items, read-only, by inventory and slot: library names (linked) and ids. */
export function CharacterItems({ character, id }: { character: StaffCharacter; id: string }) {
  const groups = groupItems(character.items);
  const names = useItemNames(character.items.map((item) => item.itemId));
  return (
    <section id={id} className="staff-items" aria-label={`Items of ${character.name}`}>
      <h3>Items of {character.name}</h3>
      {groups.length === 0 ? <p className="staff-muted">No items.</p> : null}
      {groups.map((group) => (
        <div key={group.label} className="staff-items__group">
          <h4>
            {group.label} <span className="staff-muted">({plural(group.items.length, 'item')})</span>
          </h4>
          <ul>
            {group.items.map((item) => (
              <li key={`${item.inventoryType}:${item.position}`}>
                <ItemName id={item.itemId} names={names} />
                {names.entryOf(item.itemId) ? (
                  <>
                    {' '}
                    <code>{item.itemId}</code>
                  </>
                ) : null}
                {item.quantity > 1 ? ` × ${formatNumber(item.quantity)}` : null}
                <span className="staff-muted"> · slot {item.position}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
