import type { LibraryEntry } from '@henesys/contracts';
import { chunksOf, itemEntryOf, itemFallbackName, uniqueItemIds } from './item-names';

const potion: LibraryEntry = { kind: 'item', id: 2000000, name: 'Red Potion', detail: 'Consume', icon: null };

describe('item names from the library', () => {
  it('asks once for each real id, in order', () => {
    expect(uniqueItemIds([2000000, 1302000, 2000000, 0, -1, 1.5, Number.NaN])).toEqual([1302000, 2000000]);
    expect(uniqueItemIds([])).toEqual([]);
  });

  it('finds the entry of an id, none when the answer lacks it, has a blank name or is missing', () => {
    const answer = { items: { '2000000': potion, '2000001': { ...potion, id: 2000001, name: ' ' } } };
    expect(itemEntryOf(answer, 2000000)).toBe(potion);
    expect(itemEntryOf(answer, 2000001)).toBeUndefined();
    expect(itemEntryOf(answer, 4000000)).toBeUndefined();
    expect(itemEntryOf(undefined, 2000000)).toBeUndefined();
  });

  it('splits a long list into bounded requests', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 100)).toEqual([]);
  });

  it('falls back to the id', () => {
    expect(itemFallbackName(1302000)).toBe('Item 1302000');
  });
});
