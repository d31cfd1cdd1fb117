import type { StaffItem } from '@henesys/contracts';
import { INVENTORY_LABELS } from './labels';

export interface ItemGroup {
  label: string;
  items: StaffItem[];
}

const ORDER = [...INVENTORY_LABELS.keys()];

/** A character's items by inventory (equipped first, as the game's windows go), each by slot; empty inventories are left out. */
export function groupItems(items: readonly StaffItem[]): ItemGroup[] {
  const types = [...new Set(items.map((item) => item.inventoryType))].sort((a, b) => {
    const rank = (type: number) => (ORDER.includes(type) ? ORDER.indexOf(type) : ORDER.length + type);
    return rank(a) - rank(b);
  });
  return types.map((type) => ({
    label: INVENTORY_LABELS.get(type) ?? `Inventory ${type}`,
    items: items.filter((item) => item.inventoryType === type).sort((a, b) => a.position - b.position),
  }));
}
