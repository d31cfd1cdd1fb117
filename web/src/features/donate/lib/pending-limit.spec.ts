import { pendingLimit, pendingWarningText } from './pending-limit';

describe('pendingLimit', () => {
  it('leaves the page open with 0 or 1 pending donations', () => {
    expect(pendingLimit(0)).toEqual({ level: 'open', count: 0 });
    expect(pendingLimit(1)).toEqual({ level: 'open', count: 1 });
  });

  it('warns at 2, with one donation left', () => {
    expect(pendingLimit(2)).toEqual({ level: 'warning', count: 2, left: 1 });
    expect(pendingWarningText(2, 1)).toBe(
      'You have 2 pending donations. You can submit one more before reaching the limit of 3: complete or cancel pending donations on your dashboard.',
    );
  });

  it('blocks at 3 and above', () => {
    expect(pendingLimit(3)).toEqual({ level: 'blocked', count: 3 });
    expect(pendingLimit(7)).toEqual({ level: 'blocked', count: 7 });
  });

  it('blocks nothing while the count is unknown', () => {
    expect(pendingLimit(undefined)).toEqual({ level: 'open', count: undefined });
    expect(pendingLimit(Number.NaN).level).toBe('open');
  });
});
