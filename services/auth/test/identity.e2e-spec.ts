import { MESSAGES } from '@henesys/contracts';
import { resetTokenIn, TestSystem } from '@henesys/testing';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { SecretBox } from '../src/crypto/secret-box';
import { currentTotp, generateTotpSecret } from '../src/two-factor/totp';

const KEY = 'ab'.repeat(32);
const GENEROUS = '1000/60';
const ADMIN_CLI = join(__dirname, '..', 'dist', 'admin-cli.js');

/**
 * Each identity route's main path through the gateway and what crosses processes: the token and profile
 * (accounts), activity, the backoff's Retry-After, the recovery mail through the queue and SMTP, sessions
 * ended at the gateway, the built admin command. The rules behind them are module tests:
 * identity.int-spec.ts, second-factor-and-recovery.int-spec.ts, login-guessing.int-spec.ts,
 * admin-commands.int-spec.ts.
 */
describe('identity through the gateway (sign up, login, two-factor, recovery)', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;
  const uniqueName = () => `u${Date.now().toString(36).slice(-6)}${(counter += 1)}`;

  const post = (path: string, body: unknown) =>
    system.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const json = async (response: Response) => ({ status: response.status, body: await response.json() });
  async function register() {
    const username = uniqueName();
    const account = { username, email: `${username}@example.com`, password: 'secret123', birthday: '2000-01-31' };
    const answer = await json(await post('/api/auth/register', account));
    expect(answer).toEqual({ status: 201, body: { status: 'success', message: MESSAGES.registrationSuccess } });
    return account;
  }

  /** Runs the built command as `npm run admin -- ...` does, against this system's databases and Redis. */
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
      execFile(process.execPath, [ADMIN_CLI, ...args], { env, timeout: 30_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
      });
    });

  async function enableTwoFactor(username: string) {
    const secret = generateTotpSecret();
    const { rows } = await db.query(
      `UPDATE auth.users SET two_factor_enabled = true, two_factor_secret = $2 WHERE username = $1 RETURNING id`,
      [username, new SecretBox(KEY).seal(secret)],
    );
    return { secret, userId: rows[0].id as number };
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'identity',
      processes: ['auth', 'accounts', 'gateway'],
      env: {
        TWO_FACTOR_ENCRYPTION_KEY: KEY,
        RATE_LIMIT_LOGIN: GENEROUS,
        RATE_LIMIT_TWO_FACTOR: GENEROUS,
        RATE_LIMIT_REGISTER: GENEROUS,
        RATE_LIMIT_PASSWORD_RESET: GENEROUS,
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    if (process.env.DEBUG_LOGS)
      console.log(
        system.logs
          .filter((line) => line.includes('"level":50'))
          .slice(0, 5)
          .join('\n'),
      );
    await db?.end();
    await system?.stop();
  });

  it('signs a new player up (201) and the new account logs in', async () => {
    const account = await register();
    const { status, body } = await json(
      await post('/api/auth/login', { username: account.username, password: account.password }),
    );
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ username: account.username, role: 'member', email: account.email });
  });

  it('logs the demo member in: token, user, profile with characters, last login and activity recorded', async () => {
    const { status, body } = await json(await post('/api/auth/login', { username: 'MEMBER', password: 'member1234' }));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      username: 'member',
      role: 'member',
      isAdmin: false,
      email: 'member@henesys.local',
    });
    const profile = await json(
      await system.fetch('/api/user/profile', { headers: { authorization: `Bearer ${body.token}` } }),
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: body.user.id,
      username: 'member',
      role: 'member',
      isAdmin: false,
      last_login: expect.any(String),
    });
    expect(profile.body.characters.map((character: { name: string }) => character.name)).toEqual([
      'MapleHero',
      'Shroomie',
      'LilBandit',
    ]);
    expect(profile.body.characters[0]).toMatchObject({ level: 124, job: 112, jobName: 'Hero' });
    const byHeader = await system.fetch('/api/user/profile', { headers: { 'x-auth-token': body.token } });
    expect(byHeader.status).toBe(200);

    const deadline = Date.now() + 10_000;
    let logged = 0;
    while (Date.now() < deadline && logged === 0) {
      logged = (
        await db.query(
          `SELECT count(*)::int AS n FROM accounts.activity_log WHERE account_name = $1 AND type = 'login'`,
          [body.user.username],
        )
      ).rows[0].n;
      if (logged === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged).toBeGreaterThanOrEqual(1);
  });

  it('makes an account wait after 5 wrong passwords: 429 with Retry-After, then the right password gets in (login-guessing.int-spec.ts)', async () => {
    const account = await register();
    const login = (password: string) => post('/api/auth/login', { username: account.username, password });
    for (let i = 0; i < 5; i += 1) expect((await login(`wrong-${i}`)).status).toBe(401);
    const waiting = await login(account.password);
    expect({ status: waiting.status, body: await waiting.json() }).toEqual({
      status: 429,
      body: { message: MESSAGES.tooManyAttempts, code: 'TOO_MANY_REQUESTS' },
    });
    const seconds = Number(waiting.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
    expect((await login(account.password)).status).toBe(200);
  });

  it('logs in with two-factor: the challenge, then a fresh code gives the token the gateway accepts', async () => {
    const account = await register();
    const { secret, userId } = await enableTwoFactor(account.username);
    const challenge = await json(
      await post('/api/auth/login', { username: account.username, password: account.password }),
    );
    expect(challenge).toEqual({
      status: 200,
      body: { requiresTwoFactor: true, sessionToken: expect.stringMatching(/^[0-9a-f]{64}$/), userId },
    });
    const verified = await json(
      await post('/api/auth/verify-2fa', {
        sessionToken: challenge.body.sessionToken,
        twoFactorCode: currentTotp(secret),
      }),
    );
    expect(verified.status).toBe(200);
    expect(verified.body.user.username).toBe(account.username);
    const profile = await system.fetch('/api/user/profile', {
      headers: { authorization: `Bearer ${verified.body.token}` },
    });
    expect(profile.status).toBe(200);
  });

  it('recovers a password through the mailed link: the old session and password stop working, the link works once', async () => {
    const account = await register();
    const before = (
      await json(await post('/api/auth/login', { username: account.username, password: account.password }))
    ).body.token;
    expect(
      await json(
        await post('/api/auth/forgot-password', {
          email: account.email,
          username: account.username,
          birthday: account.birthday,
        }),
      ),
    ).toEqual({ status: 200, body: { message: MESSAGES.forgotSuccess } });
    const mail = await system.mail.waitFor(account.email);
    expect(mail.subject).toBe('Reset your Henesys password');
    const token = resetTokenIn(mail.text);
    expect(mail.text).toContain(`http://localhost:3000/reset-password#token=${token}`);

    expect(await json(await system.fetch(`/api/auth/verify-reset-token/${token}`))).toEqual({
      status: 200,
      body: { status: 'success', minutesLeft: 30 },
    });
    expect((await json(await post(`/api/auth/reset-password/${token}`, { password: 'brand-new-1' }))).status).toBe(200);
    expect((await post('/api/auth/login', { username: account.username, password: account.password })).status).toBe(
      401,
    );
    expect((await post('/api/auth/login', { username: account.username, password: 'brand-new-1' })).status).toBe(200);
    expect((await system.fetch('/api/user/profile', { headers: { authorization: `Bearer ${before}` } })).status).toBe(
      401,
    );
    expect(await json(await post(`/api/auth/reset-password/${token}`, { password: 'again-new-2' }))).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.resetLinkInvalid }),
    });
  });

  it('grants, lists and revokes an Admin with the built command: the next login acts as one, a revoke ends the sessions at the gateway (admin-commands.int-spec.ts)', async () => {
    const login = async () =>
      (await json(await post('/api/auth/login', { username: 'member', password: 'member1234' }))).body;
    const profile = (token: string) =>
      system.fetch('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(await admin()).toEqual({ code: 2, out: expect.stringContaining('Usage: npm run admin') });

    const before = await login();
    expect(await admin('grant', 'MEMBER')).toEqual({
      code: 0,
      out: "'member' is now an Admin (from their next login).\n",
    });
    const promoted = await login();
    expect(promoted.user).toMatchObject({ role: 'Admin', isAdmin: true });
    const listed = await admin('list');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toEqual(
      expect.arrayContaining(['member  Admin (site role)', 'admin  Admin by GM level 6 (ADMIN_GM_LEVEL=5)']),
    );

    expect(await admin('revoke', 'member')).toEqual({
      code: 0,
      out: "'member' is no longer an Admin; their sessions have ended.\n",
    });
    expect((await profile(promoted.token)).status).toBe(401);
    expect((await profile(before.token)).status).toBe(401);
    expect((await login()).user).toMatchObject({ role: 'member', isAdmin: false });
  });
});
