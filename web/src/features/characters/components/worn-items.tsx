import { CHARACTER_MESSAGES, equipSlotName, type WornEquip } from '@henesys/contracts';
import { ItemName } from '../../../components/ui/item-name';
import { useItemNames } from '../../../hooks/use-item-names';

/** What the character wears, slot by slot, each item by its library name; a cash item is drawn over the regular item of its slot. */
export function WornItems({ equipment }: { equipment: readonly WornEquip[] | null }) {
  const names = useItemNames(equipment?.map((item) => item.itemId) ?? []);
  if (equipment === null) return <p className="meta">{CHARACTER_MESSAGES.equipmentUnavailable}</p>;
  if (equipment.length === 0) return <p className="meta">Nothing worn.</p>;
  return (
    <ul className="worn-items">
      {equipment.map((item) => (
        <li key={`${item.slot}-${item.cash}`} className="worn-items__item">
          <span className="worn-items__slot">
            {equipSlotName(item.slot)}
            {item.cash ? <span className="worn-items__cash">Cash</span> : null}
          </span>
          <span className="worn-items__id">
            <ItemName id={item.itemId} names={names} icon />
          </span>
        </li>
      ))}
    </ul>
  );
}
