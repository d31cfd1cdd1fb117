import { DomainException, MESSAGES } from '@henesys/contracts';
import { MailCatcher } from '@henesys/runner';
import { REDIS_CLIENT, RetryLaterException } from '@henesys/server';
import { recordReliability } from '@henesys/testing';
import type Redis from 'ioredis';
import { codeAttempts, passwordAttempts } from '../src/login/attempt-backoff';
import { currentTotp, matchTotpStep } from '../src/two-factor/totp';
import { AuthModuleWithMail, startAuthModuleWithMail } from './auth-module';
import { IdentityDriver } from './identity-driver';

const MAX_WAIT_SECONDS = 4;
const FAILURE_SUBJECT = 'Henesys: failed login attempts on your account';

/** What the caller sees of one guess: the status, and for a 429 the seconds the gateway puts in Retry-After. */
async function guess(call: Promise<unknown>): Promise<{ status: number; retryAfter?: number }> {
  try {
    await call;
    return { status: 200 };
  } catch (error) {
    if (error instanceof RetryLaterException) return { status: 429, retryAfter: error.retryAfterSeconds };
    if (error instanceof DomainException) return { status: error.statusCode };
    throw error;
  }
}

/**
 * Issue 20 item 5, per-account limits on guesses (identity.e2e-spec.ts keeps the
 * 429 with Retry-After through the gateway): a two-factor session has at most 5 codes checked even when
 * they arrive together, wrong passwords and codes back off 2, 4, 8... seconds up to the cap, the owner is
 * mailed when failures pile up. The auth module in this process; a wait is "waited out" by ending it in
 * Redis (the hash's `until`), so the test runs no clock.
 */
describe('per-account limits on password and code guesses (auth module)', () => {
  let service: AuthModuleWithMail;
  let identity: IdentityDriver;
  let redis: Redis;
  let mail: MailCatcher;
  let address = 0;

  /** Each guess from another address, as a botnet would send them. */
  const nextAddress = () => `198.51.100.${(address += 1) % 250}`;
  const login = (username: string, password: string, ip = nextAddress()) =>
    guess(identity.login({ username, password }, ip));
  const verify = (sessionToken: string, twoFactorCode: string, ip = nextAddress()) =>
    guess(identity.verify({ sessionToken, twoFactorCode }, ip));
  const waitOut = (key: string) => redis.hdel(key, 'until');
  /** A code the authenticator would not show now (nor one step either side). */
  const wrongCode = (secret: string) =>
    ['000000', '111111', '222222', '333333'].find((code) => matchTotpStep(secret, code) === null) as string;

  beforeAll(async () => {
    service = await startAuthModuleWithMail('auth_guessing', {
      LOGIN_BACKOFF_AFTER_FAILURES: '5',
      LOGIN_BACKOFF_MAX_SECONDS: String(MAX_WAIT_SECONDS),
      LOGIN_FAILURE_MAIL_AT: '10',
    });
    mail = service.mail;
    identity = new IdentityDriver(service);
    redis = service.get(REDIS_CLIENT);
  }, 120_000);

  afterAll(async () => service?.close());

  it('checks exactly 5 of 8 wrong codes sent at once on one session; the rest, and a right code afterwards, find the session spent', async () => {
    const { username, password } = await identity.newPlayer();
    const { secret, userId } = await identity.enableTwoFactor(username);
    const sessionToken = await identity.challenge(username, password);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        identity.verify({ sessionToken, twoFactorCode: wrongCode(secret) }).catch((e) => e),
      ),
    );
    const messages = answers.map((answer: Error) => answer.message).sort();
    expect(messages).toEqual(
      [...Array(5).fill(MESSAGES.twoFactorInvalid), ...Array(3).fill(MESSAGES.twoFactorSessionExpired)].sort(),
    );
    expect((await verify(sessionToken, currentTotp(secret))).status).toBe(401);
    recordReliability('login-guessing', {
      section: 'Data safety',
      case: '8 wrong two-factor codes sent at once on one login session',
      result:
        'Exactly 5 evaluated, the other 3 and a right code afterwards refused as an ended session; the account then waits before its next code',
      figures: { sent: 8, evaluated: messages.filter((message) => message === MESSAGES.twoFactorInvalid).length },
    });

    // The account's 5 wrong codes carry over to a new session: the next code waits, then the right one gets in.
    const next = await identity.challenge(username, password);
    const waiting = await verify(next, currentTotp(secret));
    expect(waiting).toEqual({ status: 429, retryAfter: expect.any(Number) });
    expect(waiting.retryAfter).toBeGreaterThanOrEqual(1);
    expect(waiting.retryAfter).toBeLessThanOrEqual(2);
    await waitOut(codeAttempts(userId));
    expect((await identity.verify({ sessionToken: next, twoFactorCode: currentTotp(secret) })).user.username).toBe(
      username,
    );
  });

  it('backs off an account from any address after 5 wrong passwords: the same 429 for the right password, growing, and reset by a success', async () => {
    const { username, password } = await identity.newPlayer();
    for (let i = 0; i < 5; i += 1) expect(await login(username, `wrong-${i}`)).toEqual({ status: 401 });

    const right = await login(username, password);
    const wrong = await login(username, 'wrong-again');
    expect(right).toEqual({ status: 429, retryAfter: expect.any(Number) });
    expect(wrong.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThanOrEqual(1);
    expect(right.retryAfter).toBeLessThanOrEqual(2);

    await waitOut(passwordAttempts(username));
    expect(await login(username, 'wrong-6')).toEqual({ status: 401 });
    const longer = await login(username, password);
    expect(longer.status).toBe(429);
    expect(longer.retryAfter).toBeGreaterThan(2);
    expect(longer.retryAfter).toBeLessThanOrEqual(MAX_WAIT_SECONDS);

    await waitOut(passwordAttempts(username));
    expect((await login(username, password)).status).toBe(200);
    // A success starts afresh: 5 more wrong passwords before the next wait.
    for (let i = 0; i < 5; i += 1) expect((await login(username, `wrong-after-${i}`)).status).toBe(401);
    expect((await login(username, password)).status).toBe(429);
  });

  it('caps the wait at LOGIN_BACKOFF_MAX_SECONDS', async () => {
    const { username } = await identity.newPlayer();
    for (let i = 0; i < 5; i += 1) await login(username, `wrong-${i}`);
    const retryAfters: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      retryAfters.push((await login(username, 'still-wrong')).retryAfter ?? 0);
      await waitOut(passwordAttempts(username));
      expect((await login(username, `wrong-${i + 5}`)).status).toBe(401);
    }
    expect(retryAfters[0]).toBeGreaterThanOrEqual(1);
    expect(retryAfters[0]).toBeLessThanOrEqual(2);
    expect(retryAfters.slice(1).every((seconds) => seconds > 2 && seconds <= MAX_WAIT_SECONDS)).toBe(true);
  });

  it('backs off a name nobody has the same way, so a 429 tells nobody which names exist', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login('nosuchplayer', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('checks only 5 of 12 wrong passwords sent at once from 12 addresses', async () => {
    const { username } = await identity.newPlayer();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(username, `burst-${i}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429,
    ]);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => (answer.retryAfter ?? 0) > 0)).toBe(
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
    const { username, password, email } = await identity.newPlayer();
    const { secret, userId } = await identity.enableTwoFactor(username);
    for (let i = 0; i < 5; i += 1) await login(username, `wrong-${i}`);
    await waitOut(passwordAttempts(username));
    const sessionToken = await identity.challenge(username, password);
    for (let i = 0; i < 4; i += 1) expect((await verify(sessionToken, wrongCode(secret))).status).toBe(401);
    const lastIp = nextAddress();
    expect(await verify(sessionToken, wrongCode(secret), lastIp)).toEqual({ status: 401 });

    const caught = await mail.waitFor(email, (each) => each.subject === FAILURE_SUBJECT);
    expect(caught.text).toContain(
      `There were 10 failed attempts to log in to your account within the last hour (wrong passwords or two-factor codes), the last from ${lastIp}`,
    );

    // More failures within the hour mail nothing more.
    await waitOut(codeAttempts(userId));
    expect((await verify(await identity.challenge(username, password), wrongCode(secret))).status).toBe(401);
    await login(username, 'wrong-later');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mail.mails.filter((each) => each.to.includes(email) && each.subject === FAILURE_SUBJECT)).toHaveLength(1);
  });
});
