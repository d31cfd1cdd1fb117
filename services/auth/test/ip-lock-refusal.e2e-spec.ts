import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { SecretBox } from '../src/crypto/secret-box';
import { currentTotp, generateTotpSecret } from '../src/two-factor/totp';

const KEY = 'cd'.repeat(32);
const GENEROUS = '1000/60';
const PASSWORD = 'secret123';
const HOME = '203.0.113.10';
const linkIn = (text: string) => /\/ip-lock\/allow#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Issue 20 item 4: the IP lock is no password oracle. The right password from an address the lock
 * refuses is answered exactly as a wrong one; the owner gets a mail with a single-use link that
 * allows that address.
 */
describe('IP lock: a refused login looks like a wrong password, and the owner can allow the address', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (username: string, password: string, ip: string) =>
    system.api('POST', '/api/auth/login', undefined, { username, password }, from(ip));
  const allow = (body: unknown) => system.api('POST', '/api/auth/ip-lock/allow', undefined, body);
  const refusalMails = (email: string) =>
    system.mail.mails.filter((mail) => mail.to.includes(email) && mail.subject.includes('refused'));

  /** A fresh player whose IP lock was turned on from HOME. */
  async function lockedPlayer() {
    const username = `l${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const email = `${username}@example.com`;
    expect(
      (
        await system.api('POST', '/api/auth/register', undefined, {
          username,
          email,
          password: PASSWORD,
          birthday: '1999-04-04',
        })
      ).status,
    ).toBe(201);
    const { body } = await login(username, PASSWORD, HOME);
    const locked = await system.api(
      'POST',
      '/api/user/security-settings',
      body.token,
      { feature: 'IP Restriction', enabled: true },
      from(HOME),
    );
    expect(locked.body).toMatchObject({ success: true, ip: HOME });
    return { username, email, token: body.token as string, id: body.user.id as number };
  }

  /** The link of the refusal mail naming `ip`. */
  async function linkFor(email: string, ip: string): Promise<string> {
    const mail = await system.mail.waitFor(email, (caught) => caught.text.includes(ip));
    return linkIn(mail.text) as string;
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'ip_lock_refusal',
      processes: ['auth', 'accounts', 'gateway'],
      // Every refused login counts towards the per-account backoff, tested in login-guessing.e2e-spec.ts; here it would stop the timing loop.
      env: {
        TRUST_PROXY: 'loopback',
        TWO_FACTOR_ENCRYPTION_KEY: KEY,
        LOGIN_BACKOFF_AFTER_FAILURES: '100',
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
    await db?.end();
    await system?.stop();
  });

  it('answers the right password from a refused address exactly as a wrong password: status, body and time', async () => {
    const player = await lockedPlayer();
    const timed = async (password: string) => {
      const started = performance.now();
      const answer = await login(player.username, password, '198.51.100.7');
      return { answer, ms: performance.now() - started };
    };
    const right: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      // In turns, so neither kind always follows the other (the first refusal also queues a mail).
      for (const password of i % 2 ? [PASSWORD, 'wrong-password'] : ['wrong-password', PASSWORD]) {
        const { answer, ms } = await timed(password);
        expect(answer).toEqual({ status: 401, body: { message: MESSAGES.loginFailed, code: 'LOGIN_FAILED' } });
        (password === PASSWORD ? right : wrong).push(ms);
      }
    }
    console.log(
      `IP lock refusal median: right password ${median(right).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms`,
    );
    // The bounds of the unknown-name test in identity.e2e-spec.ts: skipping bcrypt would put the ratio near 0.1.
    expect(median(right) / median(wrong)).toBeGreaterThan(0.5);
    expect(median(right) / median(wrong)).toBeLessThan(2);
    expect((await login(player.username, PASSWORD, HOME)).status).toBe(200);
  });

  it('mails the owner only for the right password, once per address, with the address, the time and a link that allows it once', async () => {
    const player = await lockedPlayer();
    const away = '198.51.100.23';
    expect((await login(player.username, 'wrong-password', away)).status).toBe(401);
    const before = new Date();
    expect((await login(player.username, PASSWORD, away)).status).toBe(401);
    const mail = await system.mail.waitFor(player.email, (caught) => caught.text.includes(away));
    expect(mail.subject).toBe('Henesys: a login from a new address was refused');
    const minutes = [before, new Date()].map((at) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect(minutes.some((minute) => mail.text.includes(`from ${away} at ${minute}`))).toBe(true);
    const token = linkIn(mail.text) as string;
    expect(mail.text).toContain(`http://localhost:3000/ip-lock/allow#token=${token}`);

    // A second refusal from the same address mails nothing new; another address gets its own mail.
    expect((await login(player.username, PASSWORD, away)).status).toBe(401);
    expect((await login(player.username, PASSWORD, '198.51.100.99')).status).toBe(401);
    await linkFor(player.email, '198.51.100.99');
    expect(refusalMails(player.email).filter((caught) => caught.text.includes(away))).toHaveLength(1);
    expect(refusalMails(player.email)).toHaveLength(2);

    expect(await allow({ token })).toEqual({
      status: 200,
      body: { status: 'success', message: `Logins to your account from ${away} are now allowed.`, ip: away },
    });
    const fromAway = await login(player.username, PASSWORD, away);
    expect(fromAway.status).toBe(200);
    expect(fromAway.body.user.username).toBe(player.username);
    expect((await login(player.username, PASSWORD, HOME)).status).toBe(200);
    expect((await login(player.username, PASSWORD, '192.0.2.44')).status).toBe(401);

    expect(await allow({ token })).toEqual({
      status: 400,
      body: { message: MESSAGES.ipAllowLinkInvalid, code: 'IP_ALLOW_LINK_INVALID' },
    });
  });

  it('lets a link be used once when it is opened 8 times at once', async () => {
    const player = await lockedPlayer();
    await login(player.username, PASSWORD, '198.51.100.50');
    const token = await linkFor(player.email, '198.51.100.50');
    const answers = await Promise.all(Array.from({ length: 8 }, () => allow({ token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const { rows } = await db.query(`SELECT address FROM auth.ip_lock_allowed_addresses WHERE user_id = $1`, [
      player.id,
    ]);
    expect(rows).toEqual([{ address: '198.51.100.50' }]);
  });

  it('refuses made-up, expired and malformed links with a 400 and a JSON message', async () => {
    const invalid = { status: 400, body: expect.objectContaining({ message: MESSAGES.ipAllowLinkInvalid }) };
    expect(await allow({ token: 'made-up-token' })).toEqual(invalid);
    expect(await allow({})).toEqual(invalid);
    expect(await allow({ token: 12345 })).toEqual(invalid);
    expect(await allow({ token: 'x'.repeat(500) })).toEqual(invalid);

    const player = await lockedPlayer();
    await login(player.username, PASSWORD, '198.51.100.60');
    const token = await linkFor(player.email, '198.51.100.60');
    await db.query(`UPDATE auth.ip_allow_links SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      player.id,
    ]);
    expect(await allow({ token })).toEqual(invalid);
    expect((await login(player.username, PASSWORD, '198.51.100.60')).status).toBe(401);
  });

  it('forgets addresses allowed by mail when the lock is turned on again', async () => {
    const player = await lockedPlayer();
    const away = '198.51.100.70';
    await login(player.username, PASSWORD, away);
    expect((await allow({ token: await linkFor(player.email, away) })).status).toBe(200);
    expect((await login(player.username, PASSWORD, away)).status).toBe(200);
    await system.api(
      'POST',
      '/api/user/security-settings',
      player.token,
      { feature: 'IP Restriction', enabled: true },
      from(HOME),
    );
    expect((await login(player.username, PASSWORD, away)).status).toBe(401);
  });

  it('lets an allowed address through the two-factor step too', async () => {
    const player = await lockedPlayer();
    const box = new SecretBox(KEY);
    const secret = generateTotpSecret();
    await db.query(`UPDATE auth.users SET two_factor_enabled = true, two_factor_secret = $2 WHERE id = $1`, [
      player.id,
      box.seal(secret),
    ]);
    const away = '198.51.100.80';
    await login(player.username, PASSWORD, away);
    expect((await allow({ token: await linkFor(player.email, away) })).status).toBe(200);
    const challenge = await login(player.username, PASSWORD, away);
    expect(challenge.body).toMatchObject({ requiresTwoFactor: true });
    const verified = await system.api(
      'POST',
      '/api/auth/verify-2fa',
      undefined,
      { sessionToken: challenge.body.sessionToken, twoFactorCode: currentTotp(secret) },
      from(away),
    );
    expect(verified.status).toBe(200);
  });
});
