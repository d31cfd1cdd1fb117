import { parseAdminArgs } from './admin-args';

describe('parseAdminArgs', () => {
  it('grants the Admin role unless --role says moderator, before or after the name', () => {
    expect(parseAdminArgs(['grant', 'Maple'])).toEqual({ command: 'grant', name: 'Maple', role: 'Admin' });
    expect(parseAdminArgs(['grant', 'Maple', '--role', 'moderator'])).toEqual({
      command: 'grant',
      name: 'Maple',
      role: 'Moderator',
    });
    expect(parseAdminArgs(['grant', '--role', 'ADMIN', 'Maple'])).toEqual({
      command: 'grant',
      name: 'Maple',
      role: 'Admin',
    });
    expect(parseAdminArgs(['grant', 'Maple', '--role=Moderator'])).toEqual({
      command: 'grant',
      name: 'Maple',
      role: 'Moderator',
    });
  });

  it('reads revoke NAME and list', () => {
    expect(parseAdminArgs(['revoke', 'Maple'])).toEqual({ command: 'revoke', name: 'Maple' });
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list' });
  });

  it.each([
    [[]],
    [['grant']],
    [['grant', 'Maple', '--role']],
    [['grant', 'Maple', '--role', 'owner']],
    [['grant', 'Maple', '--role', 'constructor']],
    [['grant', 'Maple', 'Other']],
    [['grant', '--role', 'admin']],
    [['grant', 'Maple', '--force']],
    [['revoke']],
    [['revoke', 'Maple', '--role', 'moderator']],
    [['list', 'Maple']],
    [['promote', 'Maple']],
  ])('names no command for %j', (args) => {
    expect(parseAdminArgs(args)).toBeNull();
  });
});
