import { formatDate, formatDateTime, formatNumber, formatTime, formatUsd, plural } from './format';

describe('one format for numbers, money, times and counts', () => {
  it('groups thousands with a space', () => {
    expect(formatNumber(10_000)).toBe('10 000');
    expect(formatNumber('1234567')).toBe('1 234 567');
    expect(formatNumber(-5000)).toBe('-5 000');
    expect(formatNumber(999)).toBe('999');
  });

  it('writes dollars the same way', () => {
    expect(formatUsd(1200)).toBe('$1 200.00');
    expect(formatUsd(35)).toBe('$35.00');
  });

  it('writes days and 24-hour clock times, nothing for a missing time', () => {
    const at = '2026-11-25T14:28:00Z';
    expect(formatDate(at, 'UTC')).toBe('Nov 25, 2026');
    expect(formatTime(at, 'UTC')).toBe('14:28');
    expect(formatDateTime(at, 'UTC')).toBe('Nov 25, 2026, 14:28');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('counts with the right plural', () => {
    expect(plural(1, 'character')).toBe('1 character');
    expect(plural(2, 'character')).toBe('2 characters');
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
  });
});
