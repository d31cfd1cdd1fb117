import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { compare } from 'bcrypt';
import { Client } from 'pg';
import { currentTotp } from '../src/two-factor/totp';

const GENEROUS = '1000/60';

/** The player's own account through the gateway: two-factor setup, IP lock, password, profile, details. */
describe('account settings (two-factor, IP lock, password, profile, account details)', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;

  const call: TestSystem['api'] = (...args) => system.api(...args);

  /** A fresh player, logged in: its name, password and token. */
  async function newPlayer() {
    const username = `p${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const password = 'secret123';
    await call('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password,
      birthday: '1998-03-03',
    });
    const { body } = await call('POST', '/api/auth/login', undefined, { username, password });
    return { username, password, token: body.token as string, id: body.user.id as number };
  }

  /** The game's row of an account (Cosmic's columns). */
  const gameRow = async (name: string) =>
    (
      await system.game.db.rows<{ password: string; email: string | null; birthday: string }>(
        'SELECT password, email, birthday FROM accounts WHERE `name` = ?',
        [name],
      )
    )[0];

  /** The next TOTP step is accepted once; forgetting the last step stands for the clock moving on. */
  const nextStepLater = (userId: number) =>
    db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE id = $1`, [userId]);

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'account_settings',
      processes: ['auth', 'accounts', 'gateway'],
      env: {
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_LOGIN: GENEROUS,
        RATE_LIMIT_TWO_FACTOR: GENEROUS,
        RATE_LIMIT_REGISTER: GENEROUS,
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it.each([
    ['GET', '/api/user/account-details'],
    ['GET', '/api/user/security-settings'],
    ['POST', '/api/user/security-settings'],
    ['POST', '/api/user/change-password'],
    ['POST', '/api/user/update-profile'],
    ['GET', '/api/2fa/status'],
    ['POST', '/api/2fa/generate'],
    ['POST', '/api/2fa/verify'],
    ['POST', '/api/2fa/backup-codes/regenerate'],
    ['POST', '/api/2fa/disable'],
  ])('%s %s needs a valid token (401 without, 401 with a forged one)', async (method, path) => {
    expect((await call(method, path)).status).toBe(401);
    expect((await call(method, path, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.bad')).status).toBe(401);
  });

  it('sets up two-factor: generate, verify (10 backup codes), login needs it, disable (the rules: account-settings.int-spec.ts)', async () => {
    const player = await newPlayer();
    expect(await call('GET', '/api/2fa/status', player.token)).toEqual({ status: 200, body: { enabled: false } });
    const setup = await call('POST', '/api/2fa/generate', player.token);
    expect(setup.status).toBe(200);
    expect(setup.body.qrCodeDataURL).toMatch(/^data:image\/png;base64,/);
    const secret = setup.body.secret as string;
    const enabled = await call('POST', '/api/2fa/verify', player.token, { token: currentTotp(secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect(await call('GET', '/api/2fa/status', player.token)).toEqual({ status: 200, body: { enabled: true } });

    const login = async () =>
      (await call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password })).body;
    expect((await login()).requiresTwoFactor).toBe(true);
    expect(
      (
        await call('POST', '/api/auth/verify-2fa', undefined, {
          sessionToken: (await login()).sessionToken,
          backupCode: enabled.body.backupCodes[0],
        })
      ).status,
    ).toBe(200);

    // Turning it off takes the password too (sensitive-changes.int-spec.ts) and a code of a later step.
    await nextStepLater(player.id);
    expect(
      await call('POST', '/api/2fa/disable', player.token, {
        token: currentTotp(secret),
        currentPassword: player.password,
      }),
    ).toEqual({ status: 200, body: { success: true, message: MESSAGES.twoFactorDisabled } });
    expect((await login()).token).toEqual(expect.any(String));
  });

  it('locks logins to the address that turned the IP lock on (behind a trusted proxy), allows another by the mailed link, and unlocks', async () => {
    const player = await newPlayer();
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const turnedOn = await call(
      'POST',
      '/api/user/security-settings',
      player.token,
      { feature: 'IP Restriction', enabled: true },
      from('203.0.113.5'),
    );
    expect(turnedOn).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.ipRestrictionEnabled, ip: '203.0.113.5' },
    });
    expect(await call('GET', '/api/user/security-settings', player.token)).toEqual({
      status: 200,
      body: {
        success: true,
        settings: {
          ipRestriction: { enabled: true, allowedIp: '203.0.113.5' },
          twoFactorAuthentication: { enabled: false },
        },
      },
    });

    const login = (ip: string) =>
      call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password }, from(ip));
    expect(await login('198.51.100.7')).toMatchObject({ status: 401, body: { message: MESSAGES.loginFailed } });
    expect((await login('203.0.113.5')).status).toBe(200);

    // The refused address is mailed to the owner with a link that allows it (the rules: ip-lock-refusal.int-spec.ts).
    const mail = await system.mail.waitFor(`${player.username}@example.com`, (caught) =>
      caught.text.includes('198.51.100.7'),
    );
    expect(mail.subject).toBe('Henesys: a login from a new address was refused');
    const token = /\/ip-lock\/allow#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(await call('POST', '/api/auth/ip-lock/allow', undefined, { token })).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: 'Logins to your account from 198.51.100.7 are now allowed.',
        ip: '198.51.100.7',
      },
    });
    expect((await login('198.51.100.7')).status).toBe(200);
    expect((await login('192.0.2.44')).status).toBe(401);

    const off = { feature: 'IP Restriction', enabled: false, currentPassword: player.password };
    expect(
      (await call('POST', '/api/user/security-settings', player.token, off, from('198.51.100.7'))).body.ip,
    ).toBeNull();
    expect((await login('192.0.2.44')).status).toBe(200);
  });

  it('changes the password: other sessions end, the caller gets a new token, the game password follows (refusals: account-settings.int-spec.ts)', async () => {
    const player = await newPlayer();
    const other = (
      await call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password })
    ).body.token;
    const changed = await call('POST', '/api/user/change-password', player.token, {
      currentPassword: player.password,
      newPassword: 'newpass1',
    });
    expect(changed).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.passwordUpdated, token: expect.any(String) },
    });
    expect((await call('GET', '/api/user/profile', player.token)).status).toBe(401);
    expect((await call('GET', '/api/user/profile', other)).status).toBe(401);
    expect((await call('GET', '/api/user/profile', changed.body.token)).status).toBe(200);
    expect(
      (await call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password }))
        .status,
    ).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', undefined, { username: player.username, password: 'newpass1' })).status,
    ).toBe(200);
    // The game account's password changed with it: the game's login follows the site.
    const { password } = await gameRow(player.username);
    expect(password).toMatch(/^\$2b\$/);
    expect(await compare('newpass1', password)).toBe(true);
  });

  it('updates the profile (email and birthday) in the site and the game, refusing another user id in the body', async () => {
    const player = await newPlayer();
    // A new email takes the current password (sensitive-changes.e2e-spec.ts); bad values: account-settings.int-spec.ts.
    const { password: currentPassword } = player;
    expect(
      (
        await call('POST', '/api/user/update-profile', player.token, {
          email: 'x@example.com',
          birthday: '1990-01-01',
          userId: 1,
        })
      ).status,
    ).toBe(400);

    const email = `${player.username}.new@example.com`;
    expect(
      await call('POST', '/api/user/update-profile', player.token, { email, birthday: '1991-07-08', currentPassword }),
    ).toEqual({ status: 200, body: { success: true, message: MESSAGES.profileUpdated } });
    expect((await call('GET', '/api/user/profile', player.token)).body).toMatchObject({
      email,
      birthday: '1991-07-08',
    });
    expect(await gameRow(player.username)).toMatchObject({ email, birthday: '1991-07-08' });
    const admin = (await call('POST', '/api/auth/login', undefined, { username: 'admin', password: 'admin1234' })).body
      .token;
    expect((await call('GET', '/api/user/profile', admin)).body.email).toBe('admin@henesys.local');
  });

  it('shows account details: balances, characters with job names, newest activity first, and ban state', async () => {
    const { body: login } = await call('POST', '/api/auth/login', undefined, {
      username: 'member',
      password: 'member1234',
    });
    await system.game.db.execute("UPDATE accounts SET nxCredit = 12000, nxPrepaid = 3500 WHERE `name` = 'member'");
    let details = await call('GET', '/api/user/account-details', login.token);
    for (let waited = 0; details.body.recentActivity?.length === 0 && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      details = await call('GET', '/api/user/account-details', login.token);
    }
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      status: 'active',
      banExpiration: null,
      nxCash: 12000,
      nxPrepaid: 3500,
      lastLogin: expect.any(String),
      discord: { connected: false, username: null },
    });
    expect(details.body.characters[0]).toEqual({ name: 'MapleHero', level: 124, job: 'Hero', lastPlayed: null });
    expect(details.body.recentActivity[0]).toMatchObject({
      type: 'login',
      details: expect.stringContaining('Logged in from'),
    });

    const until = new Date(Math.floor(Date.now() / 1000 + 3 * 24 * 3600) * 1000);
    await system.game.db.execute("UPDATE accounts SET tempban = ? WHERE `name` = 'member'", [
      until.toISOString().slice(0, 19).replace('T', ' '),
    ]);
    expect((await call('GET', '/api/user/account-details', login.token)).body).toMatchObject({
      status: 'banned',
      banExpiration: until.toISOString(),
    });
    await system.game.db.execute(
      "UPDATE accounts SET tempban = '2005-05-11 00:00:00', banned = 1 WHERE `name` = 'member'",
    );
    expect((await call('GET', '/api/user/account-details', login.token)).body).toMatchObject({
      status: 'banned',
      banExpiration: null,
    });
    await system.game.db.execute("UPDATE accounts SET banned = 0 WHERE `name` = 'member'");
  });
});
