import { MESSAGES } from '@henesys/contracts';
import { browserSuite, resetTokenIn } from '@henesys/testing';
import { authenticator } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { RESET_REDIRECT_MS } from '../src/config/ui-timings';

/**
 * The identity pages in Chromium against the real system (SPEC §2 Login, §4, §5, §8): sign-up and its
 * server's answers (the form's own rules: routes/signup.route-spec.tsx), login with its guard round trip, the two-factor step, password recovery by mail, and
 * the IP lock's allow link (the gateway trusts the loopback proxy here: a test names the caller's address
 * in X-Forwarded-For). Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
const GENEROUS = '1000/60';

jest.setTimeout(30_000);
const PASSWORD = 'secret123';
const BIRTHDAY = '2000-01-31';
const HOME = '203.0.113.20';
const AWAY = '198.51.100.40';

describe('identity pages in the browser', () => {
  let counter = 0;
  const uniqueName = () => `p${Date.now().toString(36).slice(-6)}${(counter += 1)}`;

  const suite = browserSuite({
    label: 'identity-web',
    processes: ['auth', 'accounts', 'content', 'gateway'],
    env: {
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LOGIN: GENEROUS,
      RATE_LIMIT_TWO_FACTOR: GENEROUS,
      RATE_LIMIT_REGISTER: GENEROUS,
      RATE_LIMIT_PASSWORD_RESET: GENEROUS,
    },
  });

  /** A fresh context (own storage, so logged out) with one page at `path`. */
  function open(path: string): Promise<Page> {
    return suite.pages.open(path, { timeoutMs: 5_000 });
  }

  /** The text of a locator once it is visible (fails after the default timeout if it never is). */
  async function textOf(locator: Locator): Promise<string> {
    await locator.waitFor();
    return ((await locator.textContent()) ?? '').trim();
  }

  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);
  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('henesys.token'));

  async function post(
    path: string,
    body: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await suite.system.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function registerThroughApi(): Promise<{ username: string; email: string }> {
    const username = uniqueName();
    const account = { username, email: `${username}@example.com`, password: PASSWORD, birthday: BIRTHDAY };
    expect((await post('/api/auth/register', account)).status).toBe(201);
    return account;
  }

  async function submitLogin(page: Page, username: string, password: string): Promise<void> {
    await page.fill('#login-username', username);
    await page.fill('#login-password', password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** The 'Login Successful' overlay shows first, then the browser lands on `path`. */
  async function expectLoggedInAt(page: Page, path: string): Promise<void> {
    expect(await textOf(page.locator('.overlay__title'))).toBe('Login Successful');
    await page.waitForURL((url) => url.pathname === path);
    expect(await storedToken(page)).toMatch(/\S+/);
  }

  describe('sign up', () => {
    const valid = {
      username: 'Valid1',
      email: 'valid1@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      birthday: BIRTHDAY,
      terms: true,
    };
    type Form = typeof valid;

    async function fillSignup(page: Page, form: Form): Promise<void> {
      await page.fill('#signup-username', form.username);
      await page.fill('#signup-email', form.email);
      await page.fill('#signup-password', form.password);
      await page.fill('#signup-confirm-password', form.confirmPassword);
      await page.fill('#signup-birthday', form.birthday);
      await page.setChecked('#signup-terms', form.terms);
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    }

    it('creates the account, refuses the same name again with the server message, and the new account logs in', async () => {
      const username = uniqueName();
      const page = await open('/signup');
      await fillSignup(page, { ...valid, username, email: `${username}@example.com` });
      expect(await textOf(page.getByRole('status').filter({ hasText: 'Registration' }))).toBe(
        MESSAGES.registrationSuccess,
      );

      await page.goto('/signup');
      await fillSignup(page, { ...valid, username, email: `other-${username}@example.com` });
      expect(await textOf(page.locator('.form__notice--error'))).toBe(MESSAGES.usernameTaken);

      await page.goto('/signup');
      await fillSignup(page, { ...valid, username: `${username}x`.slice(-12), email: `${username}@example.com` });
      expect(await textOf(page.locator('.form__notice--error'))).toBe(MESSAGES.emailTaken);

      await page.goto('/signup');
      const other = uniqueName();
      await fillSignup(page, { ...valid, username: other, email: `${other}@example.com` });
      await page.getByRole('link', { name: 'Go to login' }).click();
      await page.waitForURL('**/login');
      await submitLogin(page, other, PASSWORD);
      await expectLoggedInAt(page, '/dashboard');
    });
  });

  describe('login', () => {
    it('asks for each missing field and refuses a wrong password with the spec message', async () => {
      const { username } = await registerThroughApi();
      const page = await open('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      expect(await textOf(page.locator('#login-username-error'))).toBe(MESSAGES.usernameRequired);
      expect(await textOf(page.locator('#login-password-error'))).toBe(MESSAGES.passwordRequired);
      expect(await focusedId(page)).toBe('login-username');

      await page.fill('#login-username', username);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.locator('#login-username-error').waitFor({ state: 'detached' });
      expect(await textOf(page.locator('#login-password-error'))).toBe(MESSAGES.passwordRequired);
      expect(await focusedId(page)).toBe('login-password');

      await submitLogin(page, username, 'wrong-password');
      expect(await textOf(page.getByRole('alert'))).toBe(MESSAGES.loginFailed);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await storedToken(page)).toBeNull();
    });

    it('sends a guest from a guarded page to /login and back there after logging in', async () => {
      const { username } = await registerThroughApi();
      const page = await open('/dashboard/account');
      await page.waitForURL('**/login');
      await submitLogin(page, username, PASSWORD);
      await expectLoggedInAt(page, '/dashboard/account');
    });
  });

  describe('password recovery', () => {
    it('mails a link; the reset page rates the password as it is typed, resets it and goes to /login', async () => {
      const { username, email } = await registerThroughApi();
      const page = await open('/forgot-password');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      expect((await page.locator('.form__error').allTextContents()).map((text) => text.trim())).toEqual([
        MESSAGES.forgotEmailRequired,
        MESSAGES.forgotUsernameRequired,
        MESSAGES.forgotBirthdayRequired,
      ]);
      await page.fill('#forgot-email', email);
      await page.fill('#forgot-username', username);
      await page.fill('#forgot-birthday', BIRTHDAY);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      expect(await textOf(page.getByRole('status').filter({ hasText: 'Recovery' }))).toBe(MESSAGES.forgotSuccess);

      const mail = await suite.system.mail.waitFor(email);
      const token = resetTokenIn(mail.text) ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      // The token stays in the fragment: no request the page makes carries it in its URL or Referer.
      const leaks: string[] = [];
      page.on('request', (request) => {
        const referer = request.headers()['referer'] ?? '';
        if (request.url().includes(token) || referer.includes(token))
          leaks.push(`${request.method()} ${request.url()} (Referer ${referer})`);
      });
      await page.goto(`/reset-password#token=${token}`);

      const password = page.locator('#reset-password');
      const hint = page.locator('#reset-password-hint');
      const levels: string[] = [];
      for (const typed of ['abc', 'defgh', 'A1']) {
        await password.pressSequentially(typed);
        levels.push(await textOf(hint));
      }
      expect(levels).toEqual(['Password strength: Weak', 'Password strength: Medium', 'Password strength: Strong']);
      // Read once, then out of the address bar and the history.
      expect(page.url()).not.toContain(token);
      expect(await password.getAttribute('aria-describedby')).toBe('reset-password-hint');

      await page.fill('#reset-confirm-password', 'abcdefghA2');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      expect(await textOf(page.locator('#reset-confirm-password-error'))).toBe(MESSAGES.passwordsDoNotMatch);

      await page.fill('#reset-confirm-password', 'abcdefghA1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText(MESSAGES.resetSuccess).waitFor();
      const shownAt = Date.now();
      await page.waitForURL('**/login', { timeout: RESET_REDIRECT_MS + 3_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(RESET_REDIRECT_MS - 700);

      expect((await post('/api/auth/login', { username, password: PASSWORD })).status).toBe(401);
      await submitLogin(page, username, 'abcdefghA1');
      await expectLoggedInAt(page, '/dashboard');

      // The link works once.
      await page.goto(`/reset-password#token=${token}`);
      expect(await textOf(page.getByRole('alert'))).toBe(MESSAGES.resetLinkInvalid);
      expect(leaks).toEqual([]);
    });

    it('says an unknown link is invalid and offers a new one', async () => {
      // SPEC §2's form of the link, with the token in the path, is still read.
      const legacy = await open('/reset-password/not-a-real-token');
      expect(await textOf(legacy.getByRole('alert'))).toBe(MESSAGES.resetLinkInvalid);
      const page = await open('/reset-password#token=not-a-real-token');
      expect(await textOf(page.getByRole('alert'))).toBe(MESSAGES.resetLinkInvalid);
      expect(await page.locator('#reset-password').count()).toBe(0);
      await page.getByRole('link', { name: 'Request a new reset link' }).click();
      await page.waitForURL('**/forgot-password');
      await page.locator('#forgot-email').waitFor();
      expect(await textOf(page.locator('h1'))).toBe('Account Recovery');
    });
  });

  describe('two-factor login', () => {
    /** A TOTP code for `offsetSteps` 30-second steps from now. */
    const codeAt = (secret: string, offsetSteps: number) =>
      authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);

    async function enableTwoFactor(username: string): Promise<{ secret: string; backupCodes: string[] }> {
      const login = await post('/api/auth/login', { username, password: PASSWORD });
      const token = String(login.body.token);
      const generated = await post('/api/2fa/generate', {}, token);
      expect(generated.status).toBeLessThan(300);
      const secret = String(generated.body.secret);
      const verified = await post('/api/2fa/verify', { token: authenticator.generate(secret) }, token);
      expect(verified.body).toEqual(expect.objectContaining({ success: true }));
      return { secret, backupCodes: verified.body.backupCodes as string[] };
    }

    it('asks for the second step, checks the code, refuses a wrong one, accepts the app code and then a backup code', async () => {
      const { username } = await registerThroughApi();
      const { secret, backupCodes } = await enableTwoFactor(username);
      expect(backupCodes).toHaveLength(10);

      const page = await open('/login');
      await submitLogin(page, username, PASSWORD);
      expect(await textOf(page.getByRole('heading', { name: 'Two-Factor Authentication' }))).toBe(
        'Two-Factor Authentication',
      );
      expect(await page.getByRole('link', { name: /two-factor authentication/i }).getAttribute('href')).toBe(
        '/help/two-factor-authentication',
      );
      const code = page.locator('#two-factor-code');
      expect(await focusedId(page)).toBe('two-factor-code');

      await code.pressSequentially('1a2b3-');
      expect(await code.inputValue()).toBe('123');
      await code.pressSequentially('45678');
      expect(await code.inputValue()).toBe('123456');
      await code.fill('12');
      await page.getByRole('button', { name: 'Verify' }).click();
      expect(await textOf(page.locator('#two-factor-code-error'))).toBe(MESSAGES.twoFactorCodeLength);
      await code.fill('');
      await page.getByRole('button', { name: 'Verify' }).click();
      expect(await textOf(page.locator('#two-factor-code-error'))).toBe(MESSAGES.twoFactorCodeOrBackup);

      // A code no step of the server's window (and the next) would accept.
      const nearby = [-1, 0, 1, 2].map((offset) => codeAt(secret, offset));
      const wrong = ['000000', '111111', '222222', '333333', '444444'].find(
        (candidate) => !nearby.includes(candidate),
      ) as string;
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      expect(await textOf(page.locator('.form__notice--error'))).toBe(MESSAGES.twoFactorInvalid);
      expect(await storedToken(page)).toBeNull();

      // The code used to turn 2FA on is spent: the next step's code is still inside the window.
      await code.fill(codeAt(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectLoggedInAt(page, '/dashboard');

      const second = await open('/login');
      await submitLogin(second, username, PASSWORD);
      await second.getByRole('button', { name: 'Use a backup code instead' }).click();
      expect(await textOf(second.locator('label[for="two-factor-code"]'))).toBe('Backup code');
      await second.fill('#two-factor-code', backupCodes[0]);
      await second.getByRole('button', { name: 'Verify' }).click();
      await expectLoggedInAt(second, '/dashboard');
    });
  });

  describe('IP lock allow link', () => {
    const loginFrom = (username: string, ip: string) =>
      suite.system.api(
        'POST',
        '/api/auth/login',
        undefined,
        { username, password: PASSWORD },
        { 'x-forwarded-for': ip },
      );

    /** Opens `path` in a fresh context, recording what each request sent to the server: path with query, and body. */
    async function openRecording(
      path: string,
    ): Promise<{ page: Page; sent: Array<{ target: string; body: string | null }> }> {
      const sent: Array<{ target: string; body: string | null }> = [];
      const page = await suite.pages.open(path, {
        timeoutMs: 5_000,
        prepare: async (context) =>
          context.on('request', (request) => {
            const url = new URL(request.url());
            sent.push({ target: `${url.pathname}${url.search}`, body: request.postData() });
          }),
      });
      return { page, sent };
    }

    /** A player locked to HOME whose right password was just refused from AWAY: the mailed link's token. */
    async function refusedPlayer(): Promise<{ username: string; token: string }> {
      const username = `w${Date.now().toString(36).slice(-6)}`;
      const email = `${username}@example.com`;
      expect(
        (
          await suite.system.api('POST', '/api/auth/register', undefined, {
            username,
            email,
            password: PASSWORD,
            birthday: '2000-01-31',
          })
        ).status,
      ).toBe(201);
      const session = (await loginFrom(username, HOME)).body.token as string;
      await suite.system.api(
        'POST',
        '/api/user/security-settings',
        session,
        { feature: 'IP Restriction', enabled: true },
        { 'x-forwarded-for': HOME },
      );
      expect((await loginFrom(username, AWAY)).status).toBe(401);
      const mail = await suite.system.mail.waitFor(email, (caught) => caught.text.includes(AWAY));
      const token = /\/ip-lock\/allow#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      return { username, token };
    }

    it('allows the address from the link, keeps the token out of URLs and the address bar, and refuses a second use', async () => {
      const { username, token } = await refusedPlayer();
      const { page, sent } = await openRecording(`/ip-lock/allow#token=${token}`);

      expect(await textOf(page.locator('h1'))).toBe('Allow an Address');
      expect(await textOf(page.getByRole('heading', { name: 'Address allowed' }))).toBe('Address allowed');
      expect(await textOf(page.getByRole('status').filter({ hasText: AWAY }))).toBe(
        `Logins to your account from ${AWAY} are now allowed.`,
      );
      expect(new URL(page.url()).hash).toBe('');
      expect(sent.filter((request) => request.target.includes(token))).toEqual([]);
      expect(sent.filter((request) => request.body?.includes(token)).map((request) => request.target)).toEqual([
        '/api/auth/ip-lock/allow',
      ]);
      expect((await loginFrom(username, AWAY)).status).toBe(200);

      await page.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      const again = await suite.pages.open(`/ip-lock/allow#token=${token}`, { timeoutMs: 5_000 });
      expect(await textOf(again.getByRole('heading', { name: 'Link not valid' }))).toBe('Link not valid');
      expect(await textOf(again.getByRole('alert'))).toBe(MESSAGES.ipAllowLinkInvalid);
    });

    it('says the link is not valid when it carries no token, without calling the server', async () => {
      const { page, sent } = await openRecording('/ip-lock/allow');
      expect(await textOf(page.getByRole('alert'))).toBe(MESSAGES.ipAllowLinkInvalid);
      expect(sent.filter((request) => request.target.startsWith('/api/auth/ip-lock'))).toEqual([]);
    });
  });
});
