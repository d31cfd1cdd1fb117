import { activityLabel } from './activity-labels';

describe('activityLabel', () => {
  it('names the known types', () => {
    expect(activityLabel('login')).toBe('Login');
    expect(activityLabel('password-change')).toBe('Password changed');
    expect(activityLabel('two-factor')).toBe('Two-factor authentication');
    expect(activityLabel('ip-lock')).toBe('IP restriction');
  });

  it('turns an unknown type into words', () => {
    expect(activityLabel('guild-join')).toBe('Guild join');
    expect(activityLabel('level_up')).toBe('Level up');
    expect(activityLabel('')).toBe('Activity');
  });

  it('does not read labels off the object prototype', () => {
    expect(activityLabel('toString')).toBe('ToString');
  });
});
