import type { ActivityEntry } from '@henesys/contracts';
import { groupActivity } from './activity-groups';

const login = (date: string, ip = '1.2.3.4'): ActivityEntry => ({
  type: 'login',
  details: `Logged in from ${ip}`,
  date,
});

describe('groupActivity', () => {
  it('merges a run of identical rows into one, counted and dated by the newest', () => {
    const entries = Array.from({ length: 20 }, (_, index) =>
      login(`2026-11-25T14:${String(59 - index).padStart(2, '0')}:00Z`),
    );
    expect(groupActivity(entries)).toEqual([
      { type: 'login', details: 'Logged in from 1.2.3.4', date: '2026-11-25T14:59:00Z', count: 20 },
    ]);
  });

  it('keeps rows apart when the details or the type differ, and repeats that are not consecutive', () => {
    const vote: ActivityEntry = { type: 'vote', details: 'Logged in from 1.2.3.4', date: '2026-11-25T14:03:00Z' };
    const entries = [
      login('2026-11-25T14:05:00Z'),
      login('2026-11-25T14:04:00Z', '5.6.7.8'),
      vote,
      login('2026-11-25T14:02:00Z'),
      login('2026-11-25T14:01:00Z'),
    ];
    expect(groupActivity(entries).map((group) => [group.type, group.details, group.count, group.date])).toEqual([
      ['login', 'Logged in from 1.2.3.4', 1, '2026-11-25T14:05:00Z'],
      ['login', 'Logged in from 5.6.7.8', 1, '2026-11-25T14:04:00Z'],
      ['vote', 'Logged in from 1.2.3.4', 1, '2026-11-25T14:03:00Z'],
      ['login', 'Logged in from 1.2.3.4', 2, '2026-11-25T14:02:00Z'],
    ]);
  });

  it('is empty for no activity', () => {
    expect(groupActivity([])).toEqual([]);
  });
});
