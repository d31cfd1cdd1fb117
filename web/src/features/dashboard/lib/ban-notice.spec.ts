import { banNotice } from './ban-notice';

const NOW = new Date('2025-06-10T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('banNotice', () => {
  it('shows nothing for an active account, even with an expiration', () => {
    expect(banNotice({ status: 'active', banExpiration: null }, NOW)).toEqual({ kind: 'none' });
    expect(banNotice({ status: 'active', banExpiration: inHours(48) }, NOW)).toEqual({ kind: 'none' });
  });

  it('is a temporary ban with the days remaining when the expiration is in the future', () => {
    expect(banNotice({ status: 'banned', banExpiration: inHours(72) }, NOW)).toEqual({
      kind: 'temporary',
      until: new Date(inHours(72)),
      daysRemaining: 3,
    });
  });

  it('counts a started day as a whole day', () => {
    expect(banNotice({ status: 'banned', banExpiration: inHours(72 - 0.01) }, NOW)).toMatchObject({ daysRemaining: 3 });
    expect(banNotice({ status: 'banned', banExpiration: inHours(72.5) }, NOW)).toMatchObject({ daysRemaining: 4 });
    expect(banNotice({ status: 'banned', banExpiration: inHours(1) }, NOW)).toMatchObject({ daysRemaining: 1 });
  });

  it('is permanent without an expiration, with a past one, or with a bad one', () => {
    expect(banNotice({ status: 'banned', banExpiration: null }, NOW)).toEqual({ kind: 'permanent' });
    expect(banNotice({ status: 'banned', banExpiration: inHours(-1) }, NOW)).toEqual({ kind: 'permanent' });
    expect(banNotice({ status: 'banned', banExpiration: 'not a date' }, NOW)).toEqual({ kind: 'permanent' });
  });

  it('treats an expiration before 2025 as no expiration (SPEC §4)', () => {
    const then = new Date('2020-01-01T00:00:00Z');
    expect(banNotice({ status: 'banned', banExpiration: '2024-12-31T00:00:00Z' }, then)).toEqual({ kind: 'permanent' });
    expect(banNotice({ status: 'banned', banExpiration: '2025-01-02T00:00:00Z' }, then)).toMatchObject({
      kind: 'temporary',
    });
  });
});
