import { banUntil, dayInputValue, firstBanDay } from './ban-until';

// Local times: the form works in the staff member's time zone, whatever the machine's is.
const NOW = new Date(2026, 2, 5, 14, 30);

describe('banUntil', () => {
  it('ends the ban at 00:00 of the chosen day, local time', () => {
    expect(banUntil('2026-03-12', NOW)).toEqual({ until: new Date(2026, 2, 12).toISOString() });
  });

  it('accepts tomorrow, the first day there is', () => {
    expect(banUntil(firstBanDay(NOW), NOW)).toEqual({ until: new Date(2026, 2, 6).toISOString() });
  });

  it.each(['2026-03-05', '2026-03-01', '2025-12-31'])('refuses %p: today or earlier', (day) => {
    expect(banUntil(day, NOW)).toEqual({ error: 'The ban must end after today.' });
  });

  it.each(['', '12/03/2026', '2026-3-12', '2026-02-31', '2026-13-01'])('refuses %p: no such day', (day) => {
    expect(banUntil(day, NOW)).toEqual({ error: 'Choose the day the ban ends.' });
  });
});

describe('firstBanDay', () => {
  it('is tomorrow, across a month and a year', () => {
    expect(firstBanDay(NOW)).toBe('2026-03-06');
    expect(firstBanDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-02-01');
    expect(firstBanDay(new Date(2026, 11, 31, 8))).toBe('2027-01-01');
  });
});

describe('dayInputValue', () => {
  it('pads month and day', () => {
    expect(dayInputValue(new Date(2026, 0, 2))).toBe('2026-01-02');
  });
});
