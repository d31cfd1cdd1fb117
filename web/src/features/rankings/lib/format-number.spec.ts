import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('separates thousands with a space', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1 000');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(2_147_483_647)).toBe('2 147 483 647');
  });

  it('keeps the sign and drops fractions', () => {
    expect(formatNumber(-12345)).toBe('-12 345');
    expect(formatNumber(1234.9)).toBe('1 234');
  });
});
