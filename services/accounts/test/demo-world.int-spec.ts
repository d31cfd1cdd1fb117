import { createTestGameDatabase, startServiceModule, ServiceModuleUnderTest, TestGameDatabase } from '@henesys/testing';
import { AccountDetailsController } from '../src/account-details/account-details.controller';
import { accountsModule } from '../src/accounts.module';
import { AccountsEnv } from '../src/config/accounts-env';
import { DemoWorldSeeder } from '../src/demo/demo-world.seeder';

/**
 * With GAME_SCHEMA_MANAGED=true and SEED_DEMO_DATA=true (what `npm start` runs), the accounts module
 * creates the site's demo game tables and seeds the demo world there; the account details read it back
 * (the demo logins themselves: services/auth/test/managed-game-demo.e2e-spec.ts).
 */
describe('demo world in a game database the site manages (accounts module)', () => {
  let managed: TestGameDatabase;
  let service: ServiceModuleUnderTest<AccountsEnv>;

  const count = async (sql: string) => Number((await managed.db.rows<{ n: number }>(sql))[0].n);
  const details = () => service.get(AccountDetailsController).details({ userId: 1, username: 'member' });

  beforeAll(async () => {
    managed = await createTestGameDatabase('accounts_managed', 'managed');
    service = await startServiceModule({
      label: 'accounts_managed',
      envClass: AccountsEnv,
      module: accountsModule,
      game: false,
      env: { ...managed.env, SEED_DEMO_DATA: 'true', VOTE_PINGBACK_KEY: 'demo-world-pingback-key' },
    });
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await managed?.drop();
  });

  it('seeds the demo accounts and their characters once, and shows them on the account details', async () => {
    const accounts = "SELECT COUNT(*) AS n FROM accounts WHERE `name` IN ('admin', 'member', 'ingame', 'moderator')";
    const characters = 'SELECT COUNT(*) AS n FROM characters';
    expect(await count(accounts)).toBe(4);
    const seeded = await count(characters);
    expect(seeded).toBeGreaterThan(3000);
    // A restart seeds nothing twice.
    await service.get(DemoWorldSeeder).onApplicationBootstrap();
    expect([await count(accounts), await count(characters)]).toEqual([4, seeded]);
    expect(await managed.db.rows("SELECT loggedin FROM accounts WHERE `name` = 'ingame'")).toEqual([{ loggedin: 2 }]);
    // Two in-game reports for the staff console's queue, as the game's report dialog writes them.
    expect(
      await managed.db.rows(
        'SELECT r.reason, c.`name` AS reporter FROM reports r JOIN characters c ON c.id = r.reporterid ORDER BY r.id',
      ),
    ).toEqual([
      { reason: 0, reporter: 'MapleHero' },
      { reason: 4, reporter: 'Shroomie' },
    ]);

    const body = await details();
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
    await managed.db.execute("UPDATE accounts SET tempban = NOW() + INTERVAL 3 DAY WHERE `name` = 'member'");
    const temporary = await details();
    expect(temporary.status).toBe('banned');
    expect(new Date(temporary.banExpiration ?? 0).getTime() - Date.now()).toBeGreaterThan(3 * 24 * 3600_000 - 120_000);
    await managed.db.execute("UPDATE accounts SET tempban = '2005-05-11 00:00:00', banned = 1 WHERE `name` = 'member'");
    expect(await details()).toMatchObject({ status: 'banned', banExpiration: null });
    await managed.db.execute("UPDATE accounts SET banned = 0 WHERE `name` = 'member'");
    expect(await details()).toMatchObject({ status: 'active', banExpiration: null });
  });
});
