import { formatDate, formatDateTime, formatTime, formatUsd } from './format';

describe('formatUsd', () => {
  it('shows dollars and cents with a space as thousands separator', () => {
    expect(formatUsd(35)).toBe('$35.00');
    expect(formatUsd(10.5)).toBe('$10.50');
    expect(formatUsd(1200)).toBe('$1 200.00');
    expect(formatUsd(-5)).toBe('-$5.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });
});

describe('formatDateTime', () => {
  it('is empty for a missing or broken time', () => {
    for (const formatter of [formatDateTime, formatDate, formatTime]) {
      expect(formatter(null)).toBe('');
      expect(formatter(undefined)).toBe('');
      expect(formatter('not a date')).toBe('');
    }
  });

  it('shows the day and the time of a real one, or one of them', () => {
    const iso = '2025-05-01T10:30:00.000Z';
    const day = formatDate(iso);
    const time = formatTime(iso);
    expect(day).toMatch(/2025/);
    expect(time).not.toMatch(/2025/);
    expect(formatDateTime(iso)).toContain(day);
  });
});
