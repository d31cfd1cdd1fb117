import { MESSAGES } from '@henesys/contracts';
import { LoginPayload } from '@henesys/dto';
import { refusal, ServiceModuleUnderTest } from '@henesys/testing';
import { compare, hash } from 'bcrypt';
import { createHash } from 'node:crypto';
import { AuthEnv } from '../src/config/auth-env';
import { startAuthModule } from './auth-module';
import { IdentityDriver, statusOf, validated } from './identity-driver';

const LOGIN_FAILED = { status: 401, message: MESSAGES.loginFailed };
const credentials = ({ username, password }: { username: string; password: string }) => ({ username, password });

/**
 * Sign-up and the password step's rules (identity.e2e-spec.ts keeps their happy paths through the
 * gateway): the auth module in this process on real PostgreSQL, Redis and a Cosmic game database with
 * the demo world, each call validated by the service's own pipe as the transport would.
 */
describe('identity rules (auth module: sign-up, login, game accounts, bans)', () => {
  let service: ServiceModuleUnderTest<AuthEnv>;
  let identity: IdentityDriver;

  beforeAll(async () => {
    // Demo data seeded, for the demo admin's role; the backoff far away, since the races send one name's logins by the eight.
    service = await startAuthModule('auth_identity', { SEED_DEMO_DATA: 'true', LOGIN_BACKOFF_AFTER_FAILURES: '50' });
    identity = new IdentityDriver(service);
  }, 120_000);

  afterAll(async () => service?.close());

  describe('sign up', () => {
    const valid = { username: 'Valid1', email: 'valid1@example.com', password: 'secret123', birthday: '2000-01-31' };
    const thirteenYearsAgoPlusOneDay = (() => {
      const date = new Date();
      date.setUTCFullYear(date.getUTCFullYear() - 13);
      date.setUTCDate(date.getUTCDate() + 1);
      return date.toISOString().slice(0, 10);
    })();

    it.each([
      [{ username: '' }, MESSAGES.usernameRequired],
      [{ username: 'abc' }, MESSAGES.usernameLength],
      [{ username: 'abcdefghijklm' }, MESSAGES.usernameLength],
      [{ username: 'bad_name' }, MESSAGES.usernameCharacters],
      [{ username: "x' OR 1=1--" }, MESSAGES.usernameCharacters],
      [{ email: '' }, MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(34)}@example.com` }, MESSAGES.emailTooLong],
      [{ password: '' }, MESSAGES.passwordRequired],
      [{ password: '12345' }, MESSAGES.signupPasswordLength],
      [{ password: '12345678901234567' }, MESSAGES.signupPasswordLength],
      [{ birthday: '' }, MESSAGES.birthdayRequired],
      [{ birthday: '2001-02-30' }, MESSAGES.birthdayInvalid],
      [{ birthday: '2999-01-01' }, MESSAGES.birthdayInvalid],
      [{ birthday: thirteenYearsAgoPlusOneDay }, MESSAGES.tooYoung],
    ])('refuses %j with "%s"', async (change, message) => {
      expect(await refusal(identity.register({ ...valid, ...change }))).toEqual({ status: 400, message });
    });

    it('refuses missing fields, wrong types and unknown fields with a 400, writing nothing', async () => {
      expect(await refusal(identity.register({ ...valid, username: undefined }))).toEqual({
        status: 400,
        message: MESSAGES.usernameRequired,
      });
      expect(await refusal(identity.register({ ...valid, username: 12345 }))).toEqual({
        status: 400,
        message: MESSAGES.usernameRequired,
      });
      expect((await refusal(identity.register({ ...valid, role: 'Admin' }))).status).toBe(400);
      expect(await identity.siteUsers('Valid1')).toEqual([]);
    });

    it('creates the game account the game accepts (bcrypt, birthday, email, game defaults) and the site user linked to it', async () => {
      const account = await identity.newPlayer();
      const game = await identity.gameRow(account.username);
      expect(game).toEqual({
        id: expect.any(Number),
        name: account.username,
        password: expect.stringMatching(/^\$2[ab]\$10\$/),
        email: account.email,
        birthday: '2000-01-31',
        loggedin: 0,
        nxCredit: null,
        nxPrepaid: null,
        maplePoint: null,
        banned: 0,
        tempban: '2005-05-11 00:00:00',
        gender: 10,
        tos: 0,
      });
      expect(await compare(account.password, game?.password ?? '')).toBe(true);
      expect(await identity.siteUsers(account.username)).toEqual([
        {
          id: expect.any(Number),
          username: account.username,
          email: account.email,
          birthday: '2000-01-31',
          role: 'member',
          game_account_id: game?.id,
        },
      ]);
      const columns = (
        await identity.db.query(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = 'auth' AND table_name = 'users'`,
        )
      ).map((row: { column_name: string }) => row.column_name);
      expect(columns).not.toContain('password_hash');
    });

    it('refuses an email longer than the game keeps (45), writing nothing, and takes one of exactly 45', async () => {
      const username = identity.uniqueName();
      const email = `${'b'.repeat(34)}@example.com`;
      expect(await refusal(identity.register({ ...valid, username, email }))).toEqual({
        status: 400,
        message: MESSAGES.emailTooLong,
      });
      expect(await identity.gameRow(username)).toBeUndefined();
      expect(await identity.siteUsers(username)).toEqual([]);
      const fits = `${'c'.repeat(33)}@example.com`;
      expect(fits).toHaveLength(45);
      await identity.newPlayer({ username, email: fits });
      expect((await identity.gameRow(username))?.email).toBe(fits);
    });

    it('refuses a name the game already has (in any case) with the taken message and a hint to log in, writing nothing', async () => {
      const name = identity.uniqueName();
      const id = await identity.gameOnly(name, 'gamepass1');
      for (const username of [name, name.toUpperCase()]) {
        expect(await refusal(identity.register({ ...valid, username, email: `${name}@example.com` }))).toEqual({
          status: 409,
          message: MESSAGES.usernameTakenInGame,
        });
      }
      expect(await identity.siteUsers(name)).toEqual([]);
      expect(await identity.game.rows('SELECT id FROM accounts WHERE `name` = ?', [name])).toEqual([{ id }]);
    });

    it('takes the game account back when the site user cannot be created (email taken)', async () => {
      const first = await identity.newPlayer();
      const username = identity.uniqueName();
      expect(await refusal(identity.register({ ...valid, username, email: first.email }))).toEqual({
        status: 409,
        message: MESSAGES.emailTaken,
      });
      expect(await identity.gameRow(username)).toBeUndefined();
      await identity.newPlayer({ username });
    });

    it('refuses a taken username (in any case) and a taken email with 409', async () => {
      const { id: _id, ...account } = await identity.newPlayer();
      expect(
        await refusal(
          identity.register({ ...account, username: account.username.toUpperCase(), email: 'other@example.com' }),
        ),
      ).toEqual({ status: 409, message: MESSAGES.usernameTaken });
      expect(await refusal(identity.register({ ...account, username: identity.uniqueName() }))).toEqual({
        status: 409,
        message: MESSAGES.emailTaken,
      });
    });

    it('creates one account when the same name is registered 8 times at once', async () => {
      const username = identity.uniqueName();
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          statusOf(
            identity.register({ ...valid, username, email: `${username}${i}@example.com`, birthday: '1999-05-05' }),
          ),
        ),
      );
      expect(statuses.sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const [{ users }] = await identity.db.query(`SELECT count(*)::int AS users FROM auth.users WHERE username = $1`, [
        username,
      ]);
      const [{ n }] = await identity.game.rows<{ n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE `name` = ?', [
        username,
      ]);
      expect({ users, game: Number(n) }).toEqual({ users: 1, game: 1 });
    });
  });

  describe('login', () => {
    it('asks for both fields with the spec messages', async () => {
      expect(await refusal(validated(LoginPayload, { password: 'x', ip: '127.0.0.1' }))).toEqual({
        status: 400,
        message: MESSAGES.usernameRequired,
      });
      expect(await refusal(validated(LoginPayload, { username: 'member', ip: '127.0.0.1' }))).toEqual({
        status: 400,
        message: MESSAGES.passwordRequired,
      });
    });

    it('answers an unknown user and a wrong password alike: same status, message and cost', async () => {
      const timed = async (body: object) => {
        const started = performance.now();
        const answer = await refusal(identity.login(body));
        return { answer, ms: performance.now() - started };
      };
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const a = await timed({ username: 'nobodyhere', password: 'whatever1' });
        const b = await timed({ username: 'member', password: 'whatever1' });
        expect(a.answer).toEqual(LOGIN_FAILED);
        expect(b.answer).toEqual(a.answer);
        unknown.push(a.ms);
        wrong.push(b.ms);
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
      expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
      expect(median(unknown) / median(wrong)).toBeLessThan(2);
    });

    it('gives the Admin role to the demo admin', async () => {
      expect((await identity.loggedIn('admin', 'admin1234')).user).toMatchObject({ role: 'Admin', isAdmin: true });
    });

    it('refuses a login from another address than the locked one as if the password were wrong (ip-lock-refusal.int-spec.ts)', async () => {
      const account = await identity.newPlayer();
      await identity.db.query(
        `UPDATE auth.users SET ip_lock_enabled = true, ip_lock_address = '10.9.8.7' WHERE username = $1`,
        [account.username],
      );
      const credentials = { username: account.username, password: account.password };
      expect(await refusal(identity.login({ ...credentials, password: 'wrong-one' }))).toEqual(LOGIN_FAILED);
      expect(await refusal(identity.login(credentials))).toEqual(LOGIN_FAILED);
    });
  });

  describe('accounts the game has and the site does not', () => {
    /** What Cosmic would store: its bcrypt is `$2y$` (here a node hash renamed), SHA-512 / SHA-1 hex, or plain text. */
    const kinds: Array<[string, (password: string) => Promise<string>]> = [
      ['bcrypt $2y$', async (password) => (await hash(password, 10)).replace(/^\$2b\$/, '$2y$')],
      ['SHA-512 hex', async (password) => createHash('sha512').update(password).digest('hex')],
      ['SHA-1 hex', async (password) => createHash('sha1').update(password).digest('hex')],
      ['plain text', async (password) => password],
    ];

    it.each(kinds)(
      'logs in with a %s game password: a site user is created and the password becomes bcrypt $2b$',
      async (_kind, stored) => {
        const name = identity.uniqueName();
        const password = 'gamepass1';
        const id = await identity.gameOnly(name, await stored(password), {
          email: `${name}@example.com`,
          birthday: '1995-06-07',
        });
        expect(await refusal(identity.login({ username: name, password: 'wrongpass1' }))).toEqual(LOGIN_FAILED);
        expect(await identity.siteUsers(name)).toEqual([]);

        const { user } = await identity.loggedIn(name.toUpperCase(), password);
        expect(user).toMatchObject({
          username: name,
          role: 'member',
          isAdmin: false,
          email: `${name}@example.com`,
          birthday: '1995-06-07',
        });
        expect(await identity.siteUsers(name)).toEqual([
          {
            id: user.id,
            username: name,
            email: `${name}@example.com`,
            birthday: '1995-06-07',
            role: 'member',
            game_account_id: id,
          },
        ]);
        const after = await identity.gamePassword(name);
        expect(after).toMatch(/^\$2b\$/);
        expect(await compare(password, after)).toBe(true);
        expect((await identity.loggedIn(name, password)).user.id).toBe(user.id);
      },
    );

    it('hashes non-ASCII passwords as the game does (only the first length-in-characters bytes of the UTF-8)', async () => {
      const name = identity.uniqueName();
      const password = 'Sécret123';
      const gameSha = createHash('sha512')
        .update(Buffer.from(password, 'utf8').subarray(0, password.length))
        .digest('hex');
      await identity.gameOnly(name, gameSha);
      expect((await identity.loggedIn(name, password)).user.username).toBe(name);
    });

    it('adopts without an email when the game has none, or one another site user has', async () => {
      const none = identity.uniqueName();
      await identity.gameOnly(none, 'gamepass1');
      await identity.loggedIn(none, 'gamepass1');
      expect((await identity.siteUsers(none))[0]).toMatchObject({ email: null, birthday: '2005-05-11' });

      const taken = identity.uniqueName();
      await identity.gameOnly(taken, 'gamepass1', { email: 'MEMBER@henesys.local' });
      const { user } = await identity.loggedIn(taken, 'gamepass1');
      expect((await identity.siteUsers(taken))[0]).toMatchObject({ email: null, game_account_id: expect.any(Number) });
      expect(user.email).toBe('');
    });

    it('creates one site user when the first login of a game account is sent 8 times at once', async () => {
      const name = identity.uniqueName();
      await identity.gameOnly(name, createHash('sha1').update('gamepass1').digest('hex'));
      const answers = await Promise.all(Array.from({ length: 8 }, () => identity.loggedIn(name, 'gamepass1')));
      expect(new Set(answers.map((answer) => answer.user.id)).size).toBe(1);
      expect(await identity.siteUsers(name)).toHaveLength(1);
      expect(await compare('gamepass1', await identity.gamePassword(name))).toBe(true);
    });
  });

  describe('bans from the game', () => {
    const ban = (sql: string, params: Array<string | number>) => identity.game.execute(sql, params);

    it('refuses a permanently banned account with 403, only after the password is right', async () => {
      const account = await identity.newPlayer();
      await ban("UPDATE accounts SET banned = 1, banreason = 'Hacking' WHERE `name` = ?", [account.username]);
      expect(await refusal(identity.login({ username: account.username, password: 'wrong-one' }))).toEqual(
        LOGIN_FAILED,
      );
      expect(await refusal(identity.login(credentials(account)))).toEqual({
        status: 403,
        message: `${MESSAGES.accountBanned} Reason: Hacking`,
      });
      await ban('UPDATE accounts SET banned = 0 WHERE `name` = ?', [account.username]);
      expect((await identity.loggedIn(account.username, account.password)).user.username).toBe(account.username);
    });

    it('refuses a temporarily banned account until the ban ends, saying until when', async () => {
      const account = await identity.newPlayer();
      const until = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
      await ban('UPDATE accounts SET tempban = ? WHERE `name` = ?', [until, account.username]);
      expect(await refusal(identity.login(credentials(account)))).toEqual({
        status: 403,
        message: MESSAGES.accountBannedUntil.replace('{until}', `${until.slice(0, 16)} UTC`),
      });
      await ban("UPDATE accounts SET tempban = '2020-01-01 00:00:00' WHERE `name` = ?", [account.username]);
      expect((await identity.loggedIn(account.username, account.password)).user.username).toBe(account.username);
    });

    it('refuses a banned account the site has not seen yet, without creating its site user', async () => {
      const name = identity.uniqueName();
      await identity.gameOnly(name, 'gamepass1');
      await ban('UPDATE accounts SET banned = 1 WHERE `name` = ?', [name]);
      expect((await refusal(identity.login({ username: name, password: 'gamepass1' }))).status).toBe(403);
      expect(await identity.siteUsers(name)).toEqual([]);
    });
  });
});
