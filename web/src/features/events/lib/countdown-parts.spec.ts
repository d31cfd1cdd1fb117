import { countdownParts, countdownSentence, pad } from './countdown-parts';

describe('countdownParts', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(7 * 86_400 - 1)).toEqual({ days: 6, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(86_400 + 3_600 + 60 + 1)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('is all zeros at and after the end, never negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(0)).toEqual(zero);
    expect(countdownParts(-1)).toEqual(zero);
    expect(countdownParts(-90_000)).toEqual(zero);
    expect(countdownParts(Number.NaN)).toEqual(zero);
  });

  it('drops fractions of a second', () => {
    expect(countdownParts(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });
});

describe('countdownSentence and pad', () => {
  it('reads the parts with singulars', () => {
    expect(countdownSentence({ days: 1, hours: 0, minutes: 2, seconds: 1 })).toBe(
      '1 day, 0 hours, 2 minutes and 1 second left',
    );
  });

  it('pads to two digits', () => {
    expect([pad(0), pad(7), pad(42)]).toEqual(['00', '07', '42']);
  });
});
