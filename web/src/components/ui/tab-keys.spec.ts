import { nextTabIndex } from './tab-keys';

describe('nextTabIndex', () => {
  it('moves right and down to the next tab, wrapping at the end', () => {
    expect(nextTabIndex(0, 'ArrowRight', 4)).toBe(1);
    expect(nextTabIndex(3, 'ArrowRight', 4)).toBe(0);
    expect(nextTabIndex(2, 'ArrowDown', 4)).toBe(3);
  });

  it('moves left and up to the previous tab, wrapping at the start', () => {
    expect(nextTabIndex(0, 'ArrowLeft', 4)).toBe(3);
    expect(nextTabIndex(2, 'ArrowUp', 4)).toBe(1);
  });

  it('jumps with Home and End', () => {
    expect(nextTabIndex(2, 'Home', 4)).toBe(0);
    expect(nextTabIndex(0, 'End', 4)).toBe(3);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex(1, 'Enter', 4)).toBeNull();
    expect(nextTabIndex(1, 'a', 4)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});
