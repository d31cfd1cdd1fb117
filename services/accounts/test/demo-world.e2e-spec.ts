import { TestSystem } from '@henesys/testing';

/**
 * With GAME_SCHEMA_MANAGED=true and SEED_DEMO_DATA=true (what `npm start` runs), the accounts service
 * creates the site's demo game tables and seeds the demo world there; the dashboard reads it back.
 */
describe('demo world in a game database the site manages', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'accounts_managed',
      game: 'managed',
      processes: ['auth', 'accounts', 'gateway'],
    });
  }, 180_000);

  afterAll(() => system?.stop());

  it('seeds the demo accounts and their characters once, and shows them on the account details', async () => {
    const [{ n }] = await system.game.db.rows<{ n: number }>(
      "SELECT COUNT(*) AS n FROM accounts WHERE `name` IN ('admin', 'member', 'ingame', 'moderator')",
    );
    expect(Number(n)).toBe(4);
    const [{ loggedin }] = await system.game.db.rows<{ loggedin: number }>(
      "SELECT loggedin FROM accounts WHERE `name` = 'ingame'",
    );
    expect(loggedin).toBe(2);
    expect(
      Number((await system.game.db.rows<{ n: number }>('SELECT COUNT(*) AS n FROM characters'))[0].n),
    ).toBeGreaterThan(3000);
    // Two in-game reports for the staff console's queue, as the game's report dialog writes them.
    expect(
      await system.game.db.rows(
        'SELECT r.reason, c.`name` AS reporter FROM reports r JOIN characters c ON c.id = r.reporterid ORDER BY r.id',
      ),
    ).toEqual([
      { reason: 0, reporter: 'MapleHero' },
      { reason: 4, reporter: 'Shroomie' },
    ]);

    const token = await system.login('member', 'member1234');
    const { status, body } = await system.api('GET', '/api/user/account-details', token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'active',
      banExpiration: null,
      nxCash: 0,
      nxPrepaid: 0,
      pendingNx: { credit: 0, prepaid: 0 },
    });
    // The game's "never logged out" sentinel reads as null (the dashboard shows 'Never').
    expect(body.characters).toEqual([
      { name: 'MapleHero', level: 124, job: expect.any(String), lastPlayed: null },
      { name: 'Shroomie', level: 38, job: expect.any(String), lastPlayed: null },
      { name: 'LilBandit', level: 14, job: expect.any(String), lastPlayed: null },
    ]);
  });

  it('reads a banned game account as banned: permanent without an expiration, temporary with one', async () => {
    const token = await system.login('member', 'member1234');
    const details = async () => (await system.api('GET', '/api/user/account-details', token)).body;
    await system.game.db.execute("UPDATE accounts SET tempban = NOW() + INTERVAL 3 DAY WHERE `name` = 'member'");
    const temporary = await details();
    expect(temporary.status).toBe('banned');
    expect(new Date(temporary.banExpiration).getTime() - Date.now()).toBeGreaterThan(3 * 24 * 3600_000 - 120_000);
    await system.game.db.execute(
      "UPDATE accounts SET tempban = '2005-05-11 00:00:00', banned = 1 WHERE `name` = 'member'",
    );
    expect(await details()).toMatchObject({ status: 'banned', banExpiration: null });
    await system.game.db.execute("UPDATE accounts SET banned = 0 WHERE `name` = 'member'");
    expect(await details()).toMatchObject({ status: 'active', banExpiration: null });
  });
});
