import { formatNoticeTime } from './relative-time';

const published = '2026-05-10T12:00:00.000Z';
const at = Date.parse(published);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatNoticeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND + 999, 'Just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE - 1, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [30 * MINUTE, '30 minutes ago'],
    [60 * MINUTE - 1, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
    [24 * HOUR, 'May 10, 2026, 12:00'],
    [3 * 24 * HOUR + 5 * HOUR, 'May 10, 2026, 12:00'],
  ])('%p ms after publication reads %p', (age, text) => {
    expect(formatNoticeTime(published, at + age, 'UTC')).toBe(text);
  });

  it('shows the clock time in the given time zone', () => {
    expect(formatNoticeTime('2026-05-10T23:30:00.000Z', Date.parse('2026-05-12T00:00:00.000Z'), 'Asia/Tokyo')).toBe(
      'May 11, 2026, 08:30',
    );
  });

  it('reads a date slightly in the future as just now', () => {
    expect(formatNoticeTime(published, at - 5 * SECOND, 'UTC')).toBe('Just now');
  });

  it('is empty for an unreadable date', () => {
    expect(formatNoticeTime('not a date', at, 'UTC')).toBe('');
  });
});
