import { isAdminUser, isStaffUser, toSessionUser } from './session-user';

describe('toSessionUser', () => {
  it('keeps the five session fields of a profile answer and drops the rest', () => {
    expect(
      toSessionUser({ id: 7, username: 'Maplefan', email: 'a@b.c', role: 'Admin', isAdmin: true, created_at: 'x' }),
    ).toEqual({ id: 7, username: 'Maplefan', email: 'a@b.c', role: 'Admin', isAdmin: true });
  });

  it('defaults role to member and isAdmin to false', () => {
    expect(toSessionUser({ id: '12', username: 'Beginner1' })).toEqual({
      id: '12',
      username: 'Beginner1',
      email: '',
      role: 'member',
      isAdmin: false,
    });
  });

  it.each([
    null,
    'text',
    [],
    {},
    { id: 1 },
    { username: 'x' },
    { id: Number.NaN, username: 'x' },
    { id: 1, username: '' },
  ])('rejects %p', (raw) => {
    expect(toSessionUser(raw)).toBeNull();
  });

  it('does not treat a truthy non-boolean isAdmin as admin', () => {
    expect(toSessionUser({ id: 1, username: 'x', isAdmin: 'true' })?.isAdmin).toBe(false);
  });
});

describe('isAdminUser', () => {
  it('accepts the role exactly "Admin"', () => {
    expect(isAdminUser({ role: 'Admin', isAdmin: false })).toBe(true);
  });

  it('accepts the isAdmin flag', () => {
    expect(isAdminUser({ role: 'member', isAdmin: true })).toBe(true);
  });

  it.each(['admin', 'ADMIN', 'Administrator', 'member', 'GM'])('refuses role %p without the flag', (role) => {
    expect(isAdminUser({ role, isAdmin: false })).toBe(false);
  });

  it('refuses no user', () => {
    expect(isAdminUser(null)).toBe(false);
  });
});

describe('isStaffUser', () => {
  it.each([
    ['Admin', false],
    ['member', true],
    ['Moderator', false],
  ])('accepts role %p (isAdmin %p)', (role, isAdmin) => {
    expect(isStaffUser({ role, isAdmin })).toBe(true);
  });

  it.each(['member', 'moderator', 'GM', ''])('refuses role %p', (role) => {
    expect(isStaffUser({ role, isAdmin: false })).toBe(false);
  });

  it('refuses no user', () => {
    expect(isStaffUser(null)).toBe(false);
  });
});
