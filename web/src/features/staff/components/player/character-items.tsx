import type { StaffCharacter } from '@henesys/contracts';
import { formatNumber, plural } from '../../../../lib/format';
import { groupItems } from '../../lib/item-groups';

/** A character's equipped and inventory items, read-only, by inventory and slot (item ids for now). */
export function CharacterItems({ character, id }: { character: StaffCharacter; id: string }) {
  const groups = groupItems(character.items);
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
                <code>{item.itemId}</code>
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
