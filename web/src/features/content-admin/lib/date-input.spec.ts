import { fromLocalInput, toLocalInput } from './date-input';

describe('datetime-local values', () => {
  it('round-trips an ISO date to the minute in any time zone', () => {
    for (const iso of ['2026-05-10T12:34:00.000Z', '2026-12-31T23:59:00.000Z', '2026-01-01T00:00:00.000Z']) {
      expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    }
  });

  it('writes the value in the input format', () => {
    expect(toLocalInput('2026-05-10T12:34:56.000Z')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('is empty or null for missing and unreadable values', () => {
    expect([toLocalInput(null), toLocalInput(undefined), toLocalInput(''), toLocalInput('soon')]).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect([fromLocalInput(''), fromLocalInput('2026-05-10'), fromLocalInput('2026-13-45T99:99')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
