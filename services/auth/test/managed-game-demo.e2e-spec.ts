import { TestSystem } from '@henesys/testing';

/** The demo world when the site manages the game database itself: the demo game accounts and their roles. */
describe('demo logins in a game database the site manages (GAME_SCHEMA_MANAGED=true)', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({ label: 'auth_managed', processes: ['auth', 'gateway'], game: 'managed' });
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('creates the demo game accounts and their linked site users with the demo roles', async () => {
    const rows = await system.game.db.rows<{ name: string; password: string; email: string; birthday: string }>(
      "SELECT `name`, password, email, birthday FROM accounts WHERE `name` IN ('admin', 'member', 'ingame') ORDER BY `name`",
    );
    expect(rows.map((row) => [row.name, row.email, row.birthday])).toEqual([
      ['admin', 'admin@henesys.local', '1990-04-01'],
      ['ingame', 'ingame@henesys.local', '1998-02-20'],
      ['member', 'member@henesys.local', '2001-08-15'],
    ]);
    expect(
      (await system.api('POST', '/api/auth/login', undefined, { username: 'admin', password: 'admin1234' })).body.user,
    ).toMatchObject({ role: 'Admin', isAdmin: true });
    expect(
      (await system.api('POST', '/api/auth/login', undefined, { username: 'member', password: 'member1234' })).body
        .user,
    ).toMatchObject({ role: 'member' });
  });
});
