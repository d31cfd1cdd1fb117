import { tokenVersionKey } from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { ServiceModuleUnderTest } from '@henesys/testing';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { parseAdminArgs } from '../src/admin-cli/admin-args';
import { runAdminCommand } from '../src/admin-cli/admin-commands';
import { AuthEnv } from '../src/config/auth-env';
import { startAuthModule } from './auth-module';
import { IdentityDriver } from './identity-driver';
import { SiteUsers } from '../src/users/site-users';
import { UsersRepository } from '../src/users/users.repository';

/**
 * What `npm run admin` does, run in this process against real PostgreSQL (the auth schema), a Cosmic
 * game database with the demo world (`admin` owns the GM level 6 character Henesys) and redis-server.
 * identity.e2e-spec.ts runs the built command itself.
 */
describe('the admin command (real Postgres, game database and Redis)', () => {
  let service: ServiceModuleUnderTest<AuthEnv>;
  let db: DataSource;
  let redis: Redis;

  /** The command's exit code and the lines it said. */
  async function admin(...args: string[]): Promise<{ code: number; out: string[] }> {
    const out: string[] = [];
    const command = parseAdminArgs(args);
    if (!command) return { code: 2, out };
    const code = await runAdminCommand(
      {
        env: { REDIS_URL: service.redis.url, ADMIN_GM_LEVEL: 5 },
        dataSource: db,
        users: service.get(UsersRepository),
        gameAccounts: service.get(GameAccounts),
        siteUsers: service.get(SiteUsers),
        say: (line) => out.push(line),
      },
      command,
    );
    return { code, out };
  }

  /** A game-only account (password gamepass1) with one character of that GM level. */
  const gmAccount = async (name: string, gm: number) => {
    const game = service.game?.db;
    if (!game) throw new Error('the module test has no game database');
    await game.execute('INSERT INTO accounts (`name`, password) VALUES (?, ?)', [name, 'gamepass1']);
    await game.execute(
      'INSERT INTO characters (accountid, `name`, gm) SELECT id, ?, ? FROM accounts WHERE `name` = ?',
      [`${name}C`, gm, name],
    );
  };

  const userOf = async (name: string) =>
    (
      (await db.query(`SELECT id, role, token_version FROM auth.users WHERE username = $1`, [name])) as Array<{
        id: number;
        role: string;
        token_version: number;
      }>
    )[0];

  beforeAll(async () => {
    service = await startAuthModule('admin_cli', { ADMIN_GM_LEVEL: '5' });
    db = service.get(DataSource);
    redis = new Redis(service.redis.url);
  }, 90_000);

  afterAll(async () => {
    redis?.disconnect();
    await service?.close();
  });

  it('makes Moderators and Admins, lists both with their role, and revokes a Moderator back to member, signed out', async () => {
    const granted = await admin('grant', 'member', '--role', 'moderator');
    expect(granted).toEqual({
      code: 0,
      out: [
        expect.stringMatching(/^Game account 'member' \(id \d+\) now has a site user/),
        "'member' is now a Moderator (from their next login).",
      ],
    });
    expect((await admin('grant', 'admin')).out).toContain("'admin' is now an Admin (from their next login).");
    expect(await admin('grant', 'member', '--role=moderator')).toEqual({
      code: 0,
      out: ["'member' is already a Moderator."],
    });
    expect(await admin('list')).toEqual({
      code: 0,
      out: [
        'admin  Admin (site role)',
        'member  Moderator (site role)',
        'admin  Admin by GM level 6 (ADMIN_GM_LEVEL=5)',
      ],
    });

    const before = await userOf('member');
    expect(await admin('revoke', 'member')).toEqual({
      code: 0,
      out: ["'member' is no longer a Moderator; their sessions have ended."],
    });
    const after = await userOf('member');
    expect(after).toEqual({ id: before.id, role: 'member', token_version: before.token_version + 1 });
    expect(await redis.get(tokenVersionKey(before.id))).toBe(String(after.token_version));
    expect(await admin('revoke', 'member')).toEqual({
      code: 0,
      out: ["'member' is neither an Admin nor a Moderator."],
    });
    expect((await admin('list')).out).not.toContain('member  Moderator (site role)');
  });

  it('refuses to revoke the last Admin or make them a Moderator, with exit code 1; Admins by GM level do not count', async () => {
    const game = service.game?.db;
    if (!game) throw new Error('the module test has no game database');
    await game.execute('INSERT INTO accounts (`name`, password) VALUES (?, ?)', ['gmseven', 'x']);
    await game.execute(
      "INSERT INTO characters (accountid, `name`, gm) SELECT id, 'GmSeven', 7 FROM accounts WHERE `name` = 'gmseven'",
    );
    const lastAdmin = await userOf('admin');
    expect(lastAdmin.role).toBe('Admin');
    const refusal =
      "'admin' is the last Admin, so they stay one: make another account an Admin first (npm run admin -- grant NAME).";
    expect(await admin('revoke', 'admin')).toEqual({ code: 1, out: [refusal] });
    expect(await admin('grant', 'admin', '--role', 'moderator')).toEqual({ code: 1, out: [refusal] });
    expect(await userOf('admin')).toEqual(lastAdmin);

    expect((await admin('grant', 'ingame')).code).toBe(0);
    expect(await admin('grant', 'admin', '--role', 'moderator')).toEqual({
      code: 0,
      out: ["'admin' is now a Moderator; their sessions have ended."],
    });
    expect(await userOf('admin')).toMatchObject({ role: 'Moderator', token_version: lastAdmin.token_version + 1 });
    expect((await admin('revoke', 'ingame')).code).toBe(1);
    expect((await userOf('ingame')).role).toBe('Admin');
  });

  it('keeps one Admin when two Admins are revoked at once', async () => {
    expect((await admin('grant', 'admin')).code).toBe(0);
    const answers = await Promise.all([admin('revoke', 'admin'), admin('revoke', 'ingame')]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1]);
    expect(await db.query(`SELECT count(*)::int AS n FROM auth.users WHERE role = 'Admin'`)).toEqual([{ n: 1 }]);
  });

  it('names an account it cannot find, says when the role is already there, and when a GM level keeps an Admin one', async () => {
    expect(await admin('grant', 'nobodyhere')).toEqual({
      code: 1,
      out: ["No account named 'nobodyhere': neither the site nor the game has one."],
    });
    await gmAccount('gmsix', 6);
    expect((await admin('grant', 'GMSIX')).out).toContain("'gmsix' is now an Admin (from their next login).");
    expect(await admin('grant', 'gmsix')).toEqual({ code: 0, out: ["'gmsix' is already an Admin."] });
    const revoked = await admin('revoke', 'gmsix');
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain("'gmsix' still acts as an Admin: a character has GM level 6 (ADMIN_GM_LEVEL=5).");
    expect((await userOf('gmsix')).role).toBe('member');
  });

  it('makes the owner of a character with GM level >= ADMIN_GM_LEVEL an Admin, and only while it lasts', async () => {
    const identity = new IdentityDriver(service);
    await gmAccount('gmfive', 5);
    await gmAccount('gmfour', 4);
    const five = await identity.loggedIn('gmfive', 'gamepass1');
    expect(five.user).toMatchObject({ role: 'Admin', isAdmin: true });
    // The gateway's fresh admin check (the dashboard's) asks auth.user.
    const fresh = () => identity.controller.onUser({ userId: five.user.id });
    expect(await fresh()).toMatchObject({ role: 'Admin', isAdmin: true });
    expect((await identity.loggedIn('gmfour', 'gamepass1')).user).toMatchObject({ role: 'member', isAdmin: false });
    // The site role stays member: the GM level is read at every token issue and by the fresh admin check.
    expect((await userOf('gmfive')).role).toBe('member');

    await service.game?.db.execute("UPDATE characters SET gm = 0 WHERE `name` = 'gmfiveC'");
    expect(await fresh()).toMatchObject({ role: 'member', isAdmin: false });
    expect((await identity.loggedIn('gmfive', 'gamepass1')).user).toMatchObject({ role: 'member', isAdmin: false });
  });
});
