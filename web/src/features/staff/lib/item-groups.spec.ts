import type { StaffItem } from '@henesys/contracts';
import { groupItems } from './item-groups';

const item = (inventoryType: number, position: number, itemId = 1000000 + position): StaffItem => ({
  itemId,
  quantity: 1,
  inventoryType,
  position,
});

describe('groupItems', () => {
  it('puts the equipped items first, then the inventories in the game order, each by slot', () => {
    const groups = groupItems([item(2, 3), item(1, 1), item(-1, -5), item(2, 1), item(-1, -1)]);
    expect(groups.map((group) => group.label)).toEqual(['Equipped', 'Equip', 'Use']);
    expect(groups[0]?.items.map((entry) => entry.position)).toEqual([-5, -1]);
    expect(groups[2]?.items.map((entry) => entry.position)).toEqual([1, 3]);
  });

  it('keeps an inventory it does not know, last', () => {
    expect(groupItems([item(9, 1), item(5, 1)]).map((group) => group.label)).toEqual(['Cash', 'Inventory 9']);
  });

  it('has no groups for no items', () => {
    expect(groupItems([])).toEqual([]);
  });
});
