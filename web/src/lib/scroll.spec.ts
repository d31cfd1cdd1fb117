import { isScrolled } from './scroll';

describe('isScrolled', () => {
  it('stays unscrolled up to 50 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(50)).toBe(false);
  });

  it('is scrolled past 50 px', () => {
    expect(isScrolled(51)).toBe(true);
    expect(isScrolled(800)).toBe(true);
  });

  it('takes another threshold', () => {
    expect(isScrolled(20, 10)).toBe(true);
  });
});
