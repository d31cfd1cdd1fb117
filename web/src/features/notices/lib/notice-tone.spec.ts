import { byUrgency, noticeTone } from './notice-tone';

describe('noticeTone', () => {
  it.each([
    ['critical', 'critical'],
    ['warning', 'warning'],
    ['info', 'info'],
    ['notice', 'info'],
    ['CRITICAL', 'info'],
    [undefined, 'info'],
    [null, 'info'],
  ])('%p is shown as %p', (severity, tone) => {
    expect(noticeTone(severity)).toBe(tone);
  });
});

describe('byUrgency', () => {
  it('puts critical first, then warning, then the rest, keeping the given order within each', () => {
    const notices = [
      { id: 1, severity: 'info' },
      { id: 2, severity: 'warning' },
      { id: 3, severity: 'critical' },
      { id: 4, severity: 'other' },
      { id: 5, severity: 'critical' },
      { id: 6, severity: 'warning' },
    ];
    expect(byUrgency(notices).map((notice) => notice.id)).toEqual([3, 5, 2, 6, 1, 4]);
  });

  it('does not change the list it is given', () => {
    const notices = [{ severity: 'info' }, { severity: 'critical' }];
    byUrgency(notices);
    expect(notices.map((notice) => notice.severity)).toEqual(['info', 'critical']);
  });
});
