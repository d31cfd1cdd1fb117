import { formatDateTime, formatNumber } from './format';

describe('formatNumber', () => {
  it('groups thousands with a space', () => {
    expect(formatNumber(12000)).toBe('12 000');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(100)).toBe('100');
    expect(formatNumber(1000)).toBe('1 000');
    expect(formatNumber(0)).toBe('0');
  });

  it('keeps the sign and rounds fractions', () => {
    expect(formatNumber(-2500)).toBe('-2 500');
    expect(formatNumber(999.6)).toBe('1 000');
  });

  it('shows 0 for a missing value', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});

describe('formatDateTime', () => {
  it("says 'Never' without a time or with a bad one", () => {
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('garbage')).toBe('Never');
    expect(formatDateTime(null, '-')).toBe('-');
  });

  it('formats a real time', () => {
    const text = formatDateTime('2025-03-04T10:20:00Z');
    expect(text).not.toBe('Never');
    expect(text).toMatch(/2025/);
  });
});
