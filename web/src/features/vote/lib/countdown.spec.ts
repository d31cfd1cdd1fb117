import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('zero-pads hours, minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(5)).toBe('00:00:05');
    expect(formatCountdown(65)).toBe('00:01:05');
    expect(formatCountdown(3600 + 2 * 60 + 3)).toBe('01:02:03');
  });

  it('covers the whole 24-hour cooldown', () => {
    expect(formatCountdown(24 * 3600)).toBe('24:00:00');
    expect(formatCountdown(24 * 3600 - 1)).toBe('23:59:59');
    expect(formatCountdown(10 * 3600 + 59 * 60 + 59)).toBe('10:59:59');
  });

  it('drops fractions and never goes negative', () => {
    expect(formatCountdown(59.9)).toBe('00:00:59');
    expect(formatCountdown(-1)).toBe('00:00:00');
    expect(formatCountdown(-3600)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
