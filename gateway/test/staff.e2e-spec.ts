import { StaffPlayerView } from '@henesys/contracts';
import { TestSystem, until } from '@henesys/testing';
import { Client } from 'pg';

/**
 * The staff console through the gateway, across the real processes: lookup and the player's page
 * (auth, accounts, donations, community), bans that the login obeys, the in-game reports queue, a
 * grant, and the audit trail the services feed through the queue. Each route's rules live in the
 * services' module tests; here, what crosses processes and who may call what.
 */
describe('staff console: players, bans, reports, grants and audit through the gateway', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  let moderator: string;
  let member: string;
  let memberAccountId: number;

  const accountIdOf = async (name: string) =>
    (await system.game.db.rows<{ id: number }>('SELECT id FROM accounts WHERE `name` = ?', [name]))[0].id;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'staff',
      env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_DEFAULT: '100000/60' },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    [admin, moderator, member] = await Promise.all([
      system.login('admin', 'admin1234'),
      system.login('moderator', 'member1234'),
      system.login('member', 'member1234'),
    ]);
    memberAccountId = await accountIdOf('member');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('finds a player by character name and shows their page; money only to Admins', async () => {
    const found = await system.api('GET', '/api/staff/players?q=MapleH', moderator);
    expect(found).toEqual({
      status: 200,
      body: {
        players: [
          {
            accountId: memberAccountId,
            name: 'member',
            email: 'member@henesys.local',
            characters: ['MapleHero', 'Shroomie', 'LilBandit'],
            banned: false,
          },
        ],
      },
    });
    const asModerator = await system.api('GET', `/api/staff/players/${memberAccountId}`, moderator);
    expect(asModerator.status).toBe(200);
    const page = asModerator.body as StaffPlayerView;
    expect(page.account).toMatchObject({ name: 'member', role: 'member', banned: false, loggedIn: false });
    expect(page.account.pendingNx).toEqual(expect.objectContaining({ credit: expect.any(Number) }));
    expect(page.characters.map((character) => character.name)).toEqual(['MapleHero', 'Shroomie', 'LilBandit']);
    expect(page.addresses.length).toBeGreaterThan(0);
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.donations).toBeNull();
    expect(page.grants).toBeNull();
    expect(page.banNote).toContain('!dc MapleHero');
    const asAdmin = await system.api('GET', `/api/staff/players/${memberAccountId}`, admin);
    expect(asAdmin.body).toMatchObject({ donations: [], grants: [] });
    expect((await system.api('GET', '/api/staff/players/2147483000', admin)).status).toBe(404);
  });

  it('bans a player so the site refuses their login with the reason and ends their sessions; the ban list and unban follow', async () => {
    const token = await system.login('ingame', 'member1234');
    const accountId = await accountIdOf('ingame');
    const banned = await system.api('POST', `/api/staff/players/${accountId}/ban`, moderator, {
      reason: 'Botting',
      reasonCode: 2,
    });
    expect(banned).toMatchObject({ status: 200, body: { ban: { banned: true, banReason: 'Botting', reasonCode: 2 } } });
    expect((await system.api('GET', '/api/user/profile', token)).status).toBe(401);
    expect(
      await system.api('POST', '/api/auth/login', undefined, { username: 'ingame', password: 'member1234' }),
    ).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'This account is banned. Reason: Botting' }),
    });
    const list = await system.api('GET', '/api/staff/bans', moderator);
    expect(list.body.bans).toContainEqual(
      expect.objectContaining({ accountId, name: 'ingame', bannedBy: 'moderator', source: 'site' }),
    );
    expect((await system.api('POST', `/api/staff/players/${accountId}/unban`, moderator, {})).status).toBe(200);
    expect(
      (await system.api('POST', '/api/auth/login', undefined, { username: 'ingame', password: 'member1234' })).status,
    ).toBe(200);
    const auditRows = async () =>
      (await system.api('GET', `/api/staff/audit?target=account:${accountId}`, admin)).body.entries as Array<{
        action: string;
        actor: { name: string };
      }>;
    await until('both audit rows written', async () => (await auditRows())?.length === 2);
    expect((await auditRows()).map((entry) => [entry.action, entry.actor.name])).toEqual([
      ['unban', 'moderator'],
      ['ban', 'moderator'],
    ]);
  });

  it('queues the game’s reports; banning from a report marks it Actioned', async () => {
    const [reporter] = await system.game.db.rows<{ id: number }>(
      "SELECT id FROM characters WHERE `name` = 'MapleHero'",
    );
    const [victim] = await system.game.db.rows<{ id: number; accountid: number }>(
      'SELECT id, accountid FROM characters WHERE accountid NOT IN (SELECT id FROM accounts WHERE banned = 1) AND gm = 0 ORDER BY id DESC LIMIT 1',
    );
    const inserted = await system.game.db.execute(
      "INSERT INTO reports (reporterid, victimid, reason, chatlog, description) VALUES (?, ?, 0, 'Bot : buy mesos at example', 'Hacking in Henesys')",
      [reporter.id, victim.id],
    );
    const open = await system.api('GET', '/api/staff/reports?status=open', moderator);
    expect(open.body.reports[0]).toMatchObject({
      id: inserted.insertId,
      reporter: { name: 'MapleHero', accountId: memberAccountId },
      victim: { accountId: victim.accountid },
      status: 'open',
    });
    expect((await system.api('GET', '/api/staff/reports/count', moderator)).body.open).toBeGreaterThanOrEqual(1);
    const ban = await system.api('POST', `/api/staff/players/${victim.accountid}/ban`, moderator, {
      reason: 'Reported for hacking',
      reportId: inserted.insertId,
    });
    expect(ban.status).toBe(200);
    const actioned = await system.api('GET', '/api/staff/reports?status=actioned', moderator);
    expect(actioned.body.reports.map((report: { id: number }) => report.id)).toContain(inserted.insertId);
  });

  it('lets an Admin grant NX once per key, shown on the player’s page; a Moderator may not', async () => {
    const grant = {
      key: 'e2e-grant-0001',
      accountId: memberAccountId,
      reason: 'Lost in a crash',
      nx: { type: 'credit', amount: 5000 },
    };
    expect((await system.api('POST', '/api/staff/grants', moderator, grant)).status).toBe(403);
    const answers = await Promise.all([1, 2, 3].map(() => system.api('POST', '/api/staff/grants', admin, grant)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.created)).toHaveLength(1);
    expect(answers[0].body).toMatchObject({ key: 'e2e-grant-0001', nx: { type: 'credit', amount: 5000 } });
    const page = await system.api('GET', `/api/staff/players/${memberAccountId}`, admin);
    expect(page.body.grants).toEqual([expect.objectContaining({ key: 'e2e-grant-0001' })]);
    expect(page.body.account.pendingNx.credit).toBeGreaterThanOrEqual(5000);
  });

  it('lets an Admin make a player a Moderator: their old session ends and the next login is staff', async () => {
    const player = await system.api('POST', '/api/auth/register', undefined, {
      username: 'staffnew1',
      email: 'staffnew1@example.com',
      password: 'secret123',
      birthday: '2000-01-01',
    });
    expect(player.status).toBe(201);
    const token = await system.login('staffnew1', 'secret123');
    const accountId = await accountIdOf('staffnew1');
    expect((await system.api('PUT', `/api/staff/players/${accountId}/role`, moderator, { role: 'admin' })).status).toBe(
      403,
    );
    expect(
      (await system.api('PUT', `/api/staff/players/${accountId}/role`, admin, { role: 'moderator' })).body,
    ).toMatchObject({
      role: 'moderator',
    });
    expect((await system.api('GET', '/api/user/profile', token)).status).toBe(401);
    const again = await system.login('staffnew1', 'secret123');
    expect((await system.api('GET', '/api/staff/reports/count', again)).status).toBe(200);
    expect(await system.api('PUT', `/api/staff/players/${accountId}/role`, admin, { role: 'banana' })).toMatchObject({
      status: 400,
      body: { message: 'role must be member, moderator or admin' },
    });
  });

  it('refuses members and anonymous callers on staff routes', async () => {
    for (const path of [
      '/api/staff/players?q=mem',
      `/api/staff/players/${memberAccountId}`,
      '/api/staff/bans',
      '/api/staff/audit',
    ]) {
      expect((await system.api('GET', path, member)).status).toBe(403);
      expect((await system.api('GET', path)).status).toBe(401);
    }
    expect(await system.api('GET', '/api/staff/players?q=', moderator)).toMatchObject({
      status: 400,
      body: { message: 'Type a name, an email or an address to search for.' },
    });
  });
});
