import { siteGrants } from '@henesys/game';
import { TestSystem, until } from '@henesys/testing';
import { createHash } from 'node:crypto';

const KEY = 'least-privilege-pingback-key';

/**
 * The whole site against Cosmic's own tables as a MySQL user holding only the grants docs/game-server.md lists
 * (siteGrants: read what it shows, write what it delivers, own its henesys_ tables): every flow that
 * touches the game works, and no statement is refused.
 */
describe('the site as a least-privilege MySQL user on a Cosmic database', () => {
  let system: TestSystem;
  let admin: string;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'least_privilege',
      leastPrivilegeGameUser: true,
      env: {
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_REGISTER: '1000/60',
        RATE_LIMIT_LOGIN: '1000/60',
        RPC_TIMEOUT_MS: '8000',
      },
      envFor: {
        accounts: { VOTE_PINGBACK_KEY: KEY, PENDING_NX_SWEEP_SECONDS: '1', GAME_OFFLINE_CONFIRM_SECONDS: '1' },
        donations: { DELIVERY_WAIT_MS: '5000' },
      },
    });
    admin = await system.login('admin', 'admin1234');
  }, 180_000);

  afterAll(() => system?.stop());

  const game = <T>(sql: string, params: Array<string | number> = []) => system.game.db.rows<T>(sql, params);
  const pingback = (username: string, voterIp: string) =>
    system.fetch('/api/vote/pingback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        VoterIP: voterIp,
        Successful: '0',
        Reason: '',
        pingUsername: username,
        pingbackkey: KEY,
      }).toString(),
    });

  it('runs as a user without ALTER or DROP on any game table, and DELETE only on the ban tables', async () => {
    const user = new URL(String(system.game.env.GAME_DATABASE_URL)).username;
    const grants = (await game<Record<string, string>>(`SHOW GRANTS FOR '${user}'@'%'`)).map(
      (row) => Object.values(row)[0],
    );
    const onGameTables = grants.filter((grant) => / ON `[^`]+`\.`(?!henesys_)/.test(grant));
    expect(grants.join('\n')).not.toMatch(/ALL PRIVILEGES/);
    expect(onGameTables.filter((grant) => /ALTER|DROP/.test(grant))).toEqual([]);
    expect(onGameTables.filter((grant) => /DELETE/.test(grant) && !/`(ipbans|macbans|hwidbans)`/.test(grant))).toEqual(
      [],
    );
    expect(grants).toHaveLength(1 + siteGrants('db', 'u').length);
  });

  it('sign-up, login, a game-only player adopted with a SHA-1 password, and a password change', async () => {
    expect(
      (
        await system.api('POST', '/api/auth/register', undefined, {
          username: 'lpnew',
          email: 'lpnew@example.com',
          password: 'secret123',
          birthday: '1999-09-09',
        })
      ).status,
    ).toBe(201);
    const token = await system.login('lpnew', 'secret123');
    expect(
      (
        await system.api('POST', '/api/user/change-password', token, {
          currentPassword: 'secret123',
          newPassword: 'secret456',
        })
      ).status,
    ).toBe(200);
    await system.login('lpnew', 'secret456');

    await system.game.db.execute('INSERT INTO accounts (`name`, password, lastlogin) VALUES (?, ?, ?)', [
      'lpold',
      createHash('sha1').update('oldgame1').digest('hex'),
      '2026-11-01 00:00:00',
    ]);
    await system.login('lpold', 'oldgame1');
    expect(
      (await game<{ password: string }>('SELECT password FROM accounts WHERE `name` = ?', ['lpold']))[0].password,
    ).toMatch(/^\$2[ab]\$/);
  });

  it('a vote lands as NX Credit behind the offline guard; an in-game player takes a coupon', async () => {
    expect((await pingback('lpnew', '198.51.100.7')).status).toBe(200);
    await until(
      '5 000 NX Credit on lpnew',
      async () =>
        (await game<{ nxCredit: number | null }>('SELECT nxCredit FROM accounts WHERE `name` = ?', ['lpnew']))[0]
          .nxCredit === 5000,
      20_000,
    );

    expect((await pingback('ingame', '198.51.100.8')).status).toBe(200);
    const player = await system.login('ingame', 'member1234');
    await until(
      'NX waiting for ingame',
      async () => (await system.api('GET', '/api/user/account-details', player)).body.pendingNx?.credit === 5000,
    );
    const coupon = await system.api('POST', '/api/user/nx/coupon', player);
    expect(coupon).toEqual({
      status: 200,
      body: expect.objectContaining({ code: expect.stringMatching(/^[A-Z0-9]{16}$/), credit: 5000, prepaid: 0 }),
    });
  });

  it('a Platinum Founder Pack reaches the character through Duey, with its note and pet coupon', async () => {
    const member = await system.login('member', 'member1234');
    const submitted = await system.api('POST', '/api/user/donations/submit', member, {
      packageId: 'platinum',
      paymentMethod: 'paypal',
      characterName: 'MapleHero',
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.donation.id;
    expect((await system.api('PUT', `/api/donations/${id}/status`, admin, { status: 'completed' })).status).toBe(200);
    await until(
      'the pack delivered',
      async () =>
        (
          await game<{ n: number }>('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key = ?', [
            `donation:${id}`,
          ])
        )[0].n === 1,
      20_000,
    );
    const [hero] = await game<{ id: number }>("SELECT id FROM characters WHERE `name` = 'MapleHero'");
    expect(
      (await game<{ n: number }>('SELECT count(*) AS n FROM dueypackages WHERE ReceiverId = ?', [hero.id]))[0].n,
    ).toBe(5);
    expect((await game<{ n: number }>("SELECT count(*) AS n FROM notes WHERE `to` = 'MapleHero'"))[0].n).toBe(1);
  });

  it('rankings with avatars, the dashboard and the server status read the game', async () => {
    const rankings = await system.api('GET', '/api/rankings');
    expect(rankings.status).toBe(200);
    expect(rankings.body.pagination.total).toBeGreaterThan(2_900);
    const member = await system.login('member', 'member1234');
    const details = await system.api('GET', '/api/user/account-details', member);
    expect(details.status).toBe(200);
    expect(details.body.characters.map((c: { name: string }) => c.name)).toContain('MapleHero');
    expect((await system.api('GET', '/api/server-status')).status).toBe(200);
  });

  it('a staff ban with address, MACs and hardware id, and its unban', async () => {
    await game(
      "UPDATE accounts SET macs = '0A-0B-0C-0D-0E-0F', hwid = 'HW01', ip = '10.20.30.40' WHERE `name` = 'ingame'",
    );
    const [account] = await game<{ id: number }>("SELECT id FROM accounts WHERE `name` = 'ingame'");
    const ban = await system.api('POST', `/api/staff/players/${account.id}/ban`, admin, {
      reason: 'Least privilege',
      ip: true,
      mac: true,
      hwid: true,
    });
    expect(ban.status).toBe(200);
    expect(
      (await game<{ n: number }>('SELECT count(*) AS n FROM ipbans WHERE aid = ?', [String(account.id)]))[0].n,
    ).toBe(1);
    expect((await system.api('POST', `/api/staff/players/${account.id}/unban`, admin, {})).status).toBe(200);
    expect(
      (await game<{ n: number }>('SELECT count(*) AS n FROM macbans WHERE aid = ?', [String(account.id)]))[0].n,
    ).toBe(0);
    expect((await system.api('GET', `/api/staff/players/${account.id}`, admin)).status).toBe(200);
    expect((await system.api('GET', '/api/staff/reports', admin)).status).toBe(200);
  });

  it("a player's name change and move to town (issue 31), and 404 for another player's character", async () => {
    const [account] = await game<{ id: number }>("SELECT id FROM accounts WHERE `name` = 'lpnew'");
    await system.game.db.execute(
      'INSERT INTO characters (accountid, `name`, level, job, map, spawnpoint) VALUES (?, ?, 20, 100, 104040000, 2)',
      [account.id, 'LpHero'],
    );
    await system.game.db.execute(
      "INSERT INTO rings (partnerRingId, partnerChrId, itemid, partnername) VALUES (0, 0, 1112001, 'LpHero')",
    );
    const player = await system.login('lpnew', 'secret456');
    const stranger = await system.login('member', 'member1234');
    const rename = (token: string, name: string, newName: string) =>
      system.api('POST', `/api/user/characters/${name}/rename`, token, { newName });

    expect(await rename(player, 'LpHero', 'no')).toMatchObject({ status: 400 });
    await system.game.db.execute('UPDATE accounts SET loggedin = 2 WHERE id = ?', [account.id]);
    expect(await rename(player, 'LpHero', 'LpRenamed')).toMatchObject({
      status: 409,
      body: { message: 'Log out of the game first.' },
    });
    await system.game.db.execute('UPDATE accounts SET loggedin = 0 WHERE id = ?', [account.id]);
    // The first look at the account logged out; GAME_OFFLINE_CONFIRM_SECONDS (1) later, the second confirms it.
    expect(await rename(player, 'LpHero', 'LpRenamed')).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Log out of the game first\. If you already have/) },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await rename(player, 'LpHero', 'LpRenamed')).toMatchObject({
      status: 200,
      body: { oldName: 'LpHero', newName: 'LpRenamed' },
    });
    expect(await rename(stranger, 'LpRenamed', 'Stolen1')).toMatchObject({ status: 404 });
    expect(await system.api('POST', '/api/user/characters/LpRenamed/move-to-town', stranger)).toMatchObject({
      status: 404,
    });
    expect(await system.api('POST', '/api/user/characters/LpRenamed/move-to-town', player)).toMatchObject({
      status: 200,
      body: { name: 'LpRenamed', mapId: 100000000 },
    });
    expect(await game('SELECT `name`, map, spawnpoint FROM characters WHERE accountid = ?', [account.id])).toEqual([
      { name: 'LpRenamed', map: 100000000, spawnpoint: 0 },
    ]);
    expect(await game("SELECT partnername FROM rings WHERE partnername LIKE 'Lp%'")).toEqual([
      { partnername: 'LpRenamed' },
    ]);
    expect(await game('SELECT old, new FROM namechanges')).toEqual([{ old: 'LpHero', new: 'LpRenamed' }]);
  });

  it('no statement was refused', () => {
    expect(system.logs.filter((line) => /denied|ER_\w*ACCESS|ER_TABLEACCESS/i.test(line))).toEqual([]);
  });
});
