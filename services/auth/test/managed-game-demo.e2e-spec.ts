import { TestSystem } from '@henesys/testing';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

const CLI = join(__dirname, '..', 'dist', 'admin-cli.js');

/** Admins on a real server: `npm run admin` (the built CLI) and ADMIN_GM_LEVEL (GM characters in game). */
describe('admins: the admin command and ADMIN_GM_LEVEL', () => {
  let system: TestSystem;
  let db: Client;

  /** Runs the CLI as `npm run admin -- ...` does, against this system's databases and Redis. */
  const admin = (...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: system.database.url,
        REDIS_URL: system.redis.url,
        ...system.game.env,
        ADMIN_GM_LEVEL: '5',
      };
      execFile(process.execPath, [CLI, ...args], { env, timeout: 30_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
      });
    });

  const login = async (username: string, password: string) => {
    const answer = await system.api('POST', '/api/auth/login', undefined, { username, password });
    expect(answer.status).toBe(200);
    return answer.body as { token: string; user: { id: number; role: string; isAdmin: boolean } };
  };

  /** A game-only account with one character of that GM level. */
  const gmAccount = async (name: string, gm: number) => {
    await system.game.db.execute('INSERT INTO accounts (`name`, password) VALUES (?, ?)', [name, 'gamepass1']);
    await system.game.db.execute(
      'INSERT INTO characters (accountid, `name`, gm) SELECT id, ?, ? FROM accounts WHERE `name` = ?',
      [`${name}C`, gm, name],
    );
  };

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'admins',
      processes: ['auth', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60' },
      envFor: { auth: { ADMIN_GM_LEVEL: '5' } },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('makes the owner of a character with GM level >= ADMIN_GM_LEVEL an Admin, and only while it lasts', async () => {
    await gmAccount('gmfive', 5);
    await gmAccount('gmfour', 4);
    const five = await login('gmfive', 'gamepass1');
    expect(five.user).toMatchObject({ role: 'Admin', isAdmin: true });
    // The gateway's fresh admin check (the dashboard's) asks auth.user.
    const fresh = () => system.send<{ role: string; isAdmin: boolean }>('auth.user', { userId: five.user.id });
    expect(await fresh()).toMatchObject({ role: 'Admin', isAdmin: true });
    expect((await login('gmfour', 'gamepass1')).user).toMatchObject({ role: 'member', isAdmin: false });
    expect((await login('member', 'member1234')).user).toMatchObject({ role: 'member', isAdmin: false });
    // The site role stays member: the GM level is read at every token issue and by the fresh admin check.
    expect((await db.query(`SELECT role FROM auth.users WHERE username = 'gmfive'`)).rows).toEqual([
      { role: 'member' },
    ]);

    await system.game.db.execute("UPDATE characters SET gm = 0 WHERE `name` = 'gmfiveC'");
    expect(await fresh()).toMatchObject({ role: 'member', isAdmin: false });
    expect((await login('gmfive', 'gamepass1')).user).toMatchObject({ role: 'member', isAdmin: false });
  });

  it('grants, revokes and lists Admins from the command line', async () => {
    expect(await admin()).toEqual({ code: 2, out: expect.stringContaining('Usage: npm run admin') });
    expect(await admin('grant', 'nobodyhere')).toEqual({
      code: 1,
      out: expect.stringContaining("No account named 'nobodyhere'"),
    });

    const member = await login('member', 'member1234');
    expect(await admin('grant', 'MEMBER')).toEqual({
      code: 0,
      out: "'member' is now an Admin (from their next login).\n",
    });
    expect(await admin('grant', 'member')).toEqual({ code: 0, out: "'member' is already an Admin.\n" });
    const promoted = await login('member', 'member1234');
    expect(promoted.user).toMatchObject({ role: 'Admin', isAdmin: true });

    // A game-only account gets its site user first.
    await system.game.db.execute('INSERT INTO accounts (`name`, password) VALUES (?, ?)', ['gameonly', 'gamepass1']);
    const adopted = await admin('grant', 'gameonly');
    expect(adopted.code).toBe(0);
    expect(adopted.out).toContain("Game account 'gameonly'");
    expect(adopted.out).toContain("'gameonly' is now an Admin");
    expect((await login('gameonly', 'gamepass1')).user).toMatchObject({ role: 'Admin', isAdmin: true });

    const listed = await admin('list');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toEqual(
      expect.arrayContaining([
        'admin  Admin (site role)',
        'gameonly  Admin (site role)',
        'member  Admin (site role)',
        'admin  Admin by GM level 6 (ADMIN_GM_LEVEL=5)',
      ]),
    );

    expect(await admin('revoke', 'member')).toEqual({
      code: 0,
      out: "'member' is no longer an Admin; their sessions have ended.\n",
    });
    expect((await system.api('GET', '/api/user/profile', promoted.token)).status).toBe(401);
    expect((await system.api('GET', '/api/user/profile', member.token)).status).toBe(401);
    expect((await login('member', 'member1234')).user).toMatchObject({ role: 'member', isAdmin: false });
    expect(await admin('revoke', 'member')).toEqual({
      code: 0,
      out: "'member' is neither an Admin nor a Moderator.\n",
    });
    // The demo admin is an Admin by site role and by GM level: revoking the role leaves the GM level.
    const revoked = await admin('revoke', 'admin');
    expect(revoked.out).toContain("'admin' still acts as an Admin: a character has GM level 6 (ADMIN_GM_LEVEL=5).");
    expect((await login('admin', 'admin1234')).user).toMatchObject({ role: 'Admin', isAdmin: true });
  });

  it('grants the Moderator role, lists it, and never takes the role from the last Admin', async () => {
    expect(await admin('grant', 'member', '--role', 'owner')).toEqual({
      code: 2,
      out: expect.stringContaining('grant NAME [--role admin|moderator]'),
    });
    const member = await login('member', 'member1234');
    expect(await admin('grant', 'member', '--role', 'moderator')).toEqual({
      code: 0,
      out: "'member' is now a Moderator (from their next login).\n",
    });
    expect((await login('member', 'member1234')).user).toMatchObject({ role: 'Moderator', isAdmin: false });
    expect((await admin('list')).out.split('\n')).toEqual(
      expect.arrayContaining(['gameonly  Admin (site role)', 'member  Moderator (site role)']),
    );
    expect(await admin('revoke', 'member')).toEqual({
      code: 0,
      out: "'member' is no longer a Moderator; their sessions have ended.\n",
    });
    expect((await system.api('GET', '/api/user/profile', member.token)).status).toBe(401);

    // 'gameonly' is the one site Admin left: the demo admin is one by GM level only, which does not count.
    const refusal =
      "'gameonly' is the last Admin, so they stay one: make another account an Admin first (npm run admin -- grant NAME).\n";
    expect(await admin('revoke', 'gameonly')).toEqual({ code: 1, out: refusal });
    expect(await admin('grant', 'gameonly', '--role', 'moderator')).toEqual({ code: 1, out: refusal });
    expect((await login('gameonly', 'gamepass1')).user).toMatchObject({ role: 'Admin', isAdmin: true });
  });
});

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
