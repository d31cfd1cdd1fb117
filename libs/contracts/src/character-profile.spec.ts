import { equipSlotName } from './character-profile';

describe('equipSlotName', () => {
  it('names the equip slots as the game numbers them, and any other slot by its number', () => {
    expect([1, 5, 11, 12, 16, 49].map(equipSlotName)).toEqual(['Cap', 'Top', 'Weapon', 'Ring', 'Ring', 'Medal']);
    expect(equipSlotName(14)).toBe('Slot 14');
  });
});
