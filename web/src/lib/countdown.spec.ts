import { formatSeconds, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('rounds a partial second up', () => {
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 8_999)).toBe(2);
  });

  it('is zero at and after the deadline', () => {
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_500)).toBe(0);
  });
});

describe('formatSeconds', () => {
  it('uses the singular for one', () => {
    expect(formatSeconds(1)).toBe('1 second');
    expect(formatSeconds(0)).toBe('0 seconds');
    expect(formatSeconds(3)).toBe('3 seconds');
  });
});
