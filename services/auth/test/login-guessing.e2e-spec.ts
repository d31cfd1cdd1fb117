import { MESSAGES } from '@henesys/contracts';
import { recordReliability, TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { SecretBox } from '../src/crypto/secret-box';
import { currentTotp, generateTotpSecret, matchTotpStep } from '../src/two-factor/totp';

const KEY = 'ef'.repeat(32);
const GENEROUS = '1000/60';
const PASSWORD = 'secret123';
/** Short here, so waiting it out fits a test: the waits run 2, 4, 4... seconds. */
const MAX_WAIT_SECONDS = 4;
const TOO_MANY = { message: MESSAGES.tooManyAttempts, code: 'TOO_MANY_REQUESTS' };
const WRONG_PASSWORD = { status: 401, body: { message: MESSAGES.loginFailed, code: 'LOGIN_FAILED' } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 20 item 5: guesses at one account are limited per account (not only per address): a two-factor
 * session has at most 5 codes checked even when they arrive together, wrong passwords and codes back off
 * 2, 4, 8... seconds from any address, and the owner is mailed when failures pile up.
 */
describe('per-account limits on password and code guesses', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;
  let address = 0;

  /** Each guess from another address, as a botnet would send them (TRUST_PROXY + X-Forwarded-For). */
  const nextAddress = () => `198.51.100.${(address += 1) % 250}`;
  const call = async (path: string, body: object, ip = nextAddress()) => {
    const response = await system.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
  };
  const login = (username: string, password: string, ip?: string) =>
    call('/api/auth/login', { username, password }, ip);
  const verify = (sessionToken: string, twoFactorCode: string) =>
    call('/api/auth/verify-2fa', { sessionToken, twoFactorCode });
  const withoutRetry = <T extends { retryAfter: unknown }>({ retryAfter: _retryAfter, ...answer }: T) => answer;

  async function player(twoFactor = false) {
    const username = `g${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const email = `${username}@example.com`;
    expect(
      (await call('/api/auth/register', { username, email, password: PASSWORD, birthday: '1997-07-07' })).status,
    ).toBe(201);
    if (!twoFactor) return { username, email, secret: '' };
    const secret = generateTotpSecret();
    await db.query(`UPDATE auth.users SET two_factor_enabled = true, two_factor_secret = $2 WHERE username = $1`, [
      username,
      new SecretBox(KEY).seal(secret),
    ]);
    return { username, email, secret };
  }

  /** A code the authenticator would not show now (nor one step either side). */
  const wrongCode = (secret: string) =>
    ['000000', '111111', '222222', '333333'].find((code) => matchTotpStep(secret, code) === null) as string;

  async function sessionOf(username: string): Promise<string> {
    const answer = await login(username, PASSWORD);
    expect(answer.body).toMatchObject({ requiresTwoFactor: true });
    return answer.body.sessionToken;
  }

  async function waitOut(answer: { retryAfter: string | null }) {
    await sleep(Number(answer.retryAfter) * 1000 + 100);
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'login_guessing',
      processes: ['auth', 'accounts', 'gateway'],
      env: {
        TRUST_PROXY: 'loopback',
        TWO_FACTOR_ENCRYPTION_KEY: KEY,
        LOGIN_BACKOFF_MAX_SECONDS: String(MAX_WAIT_SECONDS),
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

  it('checks exactly 5 of 8 wrong codes sent at once on one session; the rest, and a right code afterwards, find the session spent', async () => {
    const { username, secret } = await player(true);
    const sessionToken = await sessionOf(username);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(sessionToken, wrongCode(secret))));
    const messages = answers.map((answer) => `${answer.status} ${answer.body.message}`).sort();
    expect(messages).toEqual(
      [
        ...Array(5).fill(`401 ${MESSAGES.twoFactorInvalid}`),
        ...Array(3).fill(`401 ${MESSAGES.twoFactorSessionExpired}`),
      ].sort(),
    );
    expect(await verify(sessionToken, currentTotp(secret))).toMatchObject({
      status: 401,
      body: { message: MESSAGES.twoFactorSessionExpired },
    });
    recordReliability('login-guessing', {
      section: 'Data safety',
      case: '8 wrong two-factor codes sent at once on one login session',
      result:
        'Exactly 5 evaluated, the other 3 and a right code afterwards refused as an ended session; the account then waits before its next code',
      figures: { sent: 8, evaluated: messages.filter((message) => message.endsWith(MESSAGES.twoFactorInvalid)).length },
    });

    // The account's 5 wrong codes carry over to a new session: the next code waits, then the right one gets in.
    const next = await sessionOf(username);
    const waiting = await verify(next, currentTotp(secret));
    expect(withoutRetry(waiting)).toEqual({ status: 429, body: TOO_MANY });
    expect(Number(waiting.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.retryAfter)).toBeLessThanOrEqual(2);
    await waitOut(waiting);
    const verified = await verify(next, currentTotp(secret));
    expect(verified.status).toBe(200);
    expect(verified.body.user.username).toBe(username);
  });

  it('backs off an account from any address after 5 wrong passwords: 429 with Retry-After, the same for the right password, growing, and reset by a success', async () => {
    const { username } = await player();
    for (let i = 0; i < 5; i += 1) expect(withoutRetry(await login(username, `wrong-${i}`))).toEqual(WRONG_PASSWORD);

    const right = await login(username, PASSWORD);
    const wrong = await login(username, 'wrong-again');
    expect(withoutRetry(right)).toEqual({ status: 429, body: TOO_MANY });
    expect(withoutRetry(wrong)).toEqual(withoutRetry(right));
    for (const answer of [right, wrong]) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(2);

    await waitOut(wrong);
    expect(withoutRetry(await login(username, 'wrong-6'))).toEqual(WRONG_PASSWORD);
    const longer = await login(username, PASSWORD);
    expect(longer.status).toBe(429);
    expect(Number(longer.retryAfter)).toBeGreaterThan(2);
    expect(Number(longer.retryAfter)).toBeLessThanOrEqual(MAX_WAIT_SECONDS);

    await waitOut(longer);
    expect((await login(username, PASSWORD)).status).toBe(200);
    // A success starts afresh: 5 more wrong passwords before the next wait.
    for (let i = 0; i < 5; i += 1) expect((await login(username, `wrong-after-${i}`)).status).toBe(401);
    expect((await login(username, PASSWORD)).status).toBe(429);
  });

  it('caps the wait at LOGIN_BACKOFF_MAX_SECONDS', async () => {
    const { username } = await player();
    for (let i = 0; i < 5; i += 1) await login(username, `wrong-${i}`);
    const retryAfters: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const waiting = await login(username, 'still-wrong');
      retryAfters.push(Number(waiting.retryAfter));
      await waitOut(waiting);
      expect((await login(username, `wrong-${i + 5}`)).status).toBe(401);
    }
    expect(retryAfters[0]).toBeLessThanOrEqual(2);
    expect(retryAfters.slice(1).every((seconds) => seconds > 2 && seconds <= MAX_WAIT_SECONDS)).toBe(true);
  }, 30_000);

  it('backs off a name nobody has the same way, so a 429 tells nobody which names exist', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login('nosuchplayer', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('checks only 5 of 12 wrong passwords sent at once from 12 addresses', async () => {
    const { username } = await player();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(username, `burst-${i}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429,
    ]);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.retryAfter) > 0)).toBe(
      true,
    );
    recordReliability('login-guessing', {
      section: 'Abuse',
      case: '12 wrong passwords for one account sent at once from 12 addresses',
      result:
        'The per-account backoff checks 5; the other 7 wait (429 with Retry-After), whatever address they come from',
      figures: {
        sent: 12,
        checked: answers.filter((answer) => answer.status === 401).length,
        'told to wait': answers.filter((answer) => answer.status === 429).length,
      },
    });
  });

  it('mails the owner at the 10th failure within an hour (wrong passwords and codes), once', async () => {
    const { username, email, secret } = await player(true);
    const failureMails = () =>
      system.mail.mails.filter(
        (mail) => mail.to.includes(email) && mail.subject === 'Henesys: failed login attempts on your account',
      );
    for (let i = 0; i < 5; i += 1) await login(username, `wrong-${i}`);
    await sleep(2_100);
    const sessionToken = await sessionOf(username);
    for (let i = 0; i < 4; i += 1) expect((await verify(sessionToken, wrongCode(secret))).status).toBe(401);
    const lastIp = nextAddress();
    const tenth = await call('/api/auth/verify-2fa', { sessionToken, twoFactorCode: wrongCode(secret) }, lastIp);
    expect(tenth.body.message).toBe(MESSAGES.twoFactorInvalid);

    const mail = await system.mail.waitFor(
      email,
      (caught) => caught.subject === 'Henesys: failed login attempts on your account',
    );
    expect(mail.text).toContain(
      `There were 10 failed attempts to log in to your account within the last hour (wrong passwords or two-factor codes), the last from ${lastIp}`,
    );

    // More failures within the hour mail nothing more.
    const again = await sessionOf(username);
    let eleventh = await verify(again, wrongCode(secret));
    if (eleventh.status === 429) {
      await waitOut(eleventh);
      eleventh = await verify(again, wrongCode(secret));
    }
    expect(eleventh.status).toBe(401);
    await login(username, 'wrong-later');
    await sleep(1_000);
    expect(failureMails()).toHaveLength(1);
  }, 30_000);
});
