import { MESSAGES } from '@henesys/contracts';
import { BrowserPages, launchBrowser, resetTokenIn, TestSystem } from '@henesys/testing';
import { authenticator } from 'otplib';
import type { Browser, Locator, Page } from 'playwright-core';
import { RESET_REDIRECT_MS } from '../src/config/ui-timings';

/**
 * The identity pages in Chromium against the real system (SPEC §2 Login, §4, §5, §8): sign-up rules
 * and messages, login with its guard round trip, the two-factor step, and password recovery by mail.
 * Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
const GENEROUS = '1000/60';

jest.setTimeout(30_000);
const PASSWORD = 'secret123';
const BIRTHDAY = '2000-01-31';

describe('identity pages in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  let pages: BrowserPages;
  let counter = 0;
  const uniqueName = () => `p${Date.now().toString(36).slice(-6)}${(counter += 1)}`;

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'identity-web',
        processes: ['auth', 'accounts', 'content', 'gateway'],
        env: {
          RATE_LIMIT_LOGIN: GENEROUS,
          RATE_LIMIT_TWO_FACTOR: GENEROUS,
          RATE_LIMIT_REGISTER: GENEROUS,
          RATE_LIMIT_PASSWORD_RESET: GENEROUS,
        },
      }),
      launchBrowser(),
    ]);
    pages = new BrowserPages(browser, system.baseUrl);
  }, 120_000);

  afterEach(async () => {
    // Every test also checks that no page threw.
    expect(await pages.closeAll()).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  /** A fresh context (own storage, so logged out) with one page at `path`. */
  function open(path: string): Promise<Page> {
    return pages.open(path, { timeoutMs: 5_000 });
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
    const response = await system.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
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
    const thirteenYearsAgoPlusOneDay = (() => {
      const date = new Date();
      date.setUTCFullYear(date.getUTCFullYear() - 13);
      date.setUTCDate(date.getUTCDate() + 1);
      return date.toISOString().slice(0, 10);
    })();
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

    // [what changes from a valid form, the field that gets focus, every message shown]
    const rules: Array<[Partial<Form>, string, string[]]> = [
      [{ username: '' }, 'signup-username', [MESSAGES.usernameRequired]],
      [{ username: 'abc' }, 'signup-username', [MESSAGES.usernameLength]],
      [{ username: 'abcdefghijklm' }, 'signup-username', [MESSAGES.usernameLength]],
      [{ username: 'bad_name' }, 'signup-username', [MESSAGES.usernameCharacters]],
      [{ email: '' }, 'signup-email', [MESSAGES.emailRequired]],
      [{ email: 'valid1@nowhere' }, 'signup-email', [MESSAGES.emailInvalid]],
      [
        { password: '', confirmPassword: '' },
        'signup-password',
        [MESSAGES.passwordRequired, MESSAGES.confirmPasswordRequired],
      ],
      [{ password: '12345', confirmPassword: '12345' }, 'signup-password', [MESSAGES.signupPasswordLength]],
      [
        { password: '12345678901234567', confirmPassword: '12345678901234567' },
        'signup-password',
        [MESSAGES.signupPasswordLength],
      ],
      [{ confirmPassword: '' }, 'signup-confirm-password', [MESSAGES.confirmPasswordRequired]],
      [{ confirmPassword: 'secret124' }, 'signup-confirm-password', [MESSAGES.passwordsDoNotMatch]],
      [{ birthday: '' }, 'signup-birthday', [MESSAGES.birthdayRequired]],
      [{ birthday: '2999-01-01' }, 'signup-birthday', [MESSAGES.birthdayInvalid]],
      [{ birthday: thirteenYearsAgoPlusOneDay }, 'signup-birthday', [MESSAGES.tooYoung]],
      [{ terms: false }, 'signup-terms', [MESSAGES.termsRequired]],
    ];

    it('shows the message of every rule under its field, focuses that field and sends nothing', async () => {
      const page = await open('/signup');
      const registerCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
      });
      const seen: Array<{ change: Partial<Form>; focused: string | null; messages: string[] }> = [];
      for (const [change] of rules) {
        await fillSignup(page, { ...valid, ...change });
        await page.locator('.form__error').first().waitFor();
        seen.push({
          change,
          focused: await focusedId(page),
          messages: (await page.locator('.form__error').allTextContents()).map((text) => text.trim()),
        });
      }
      expect(seen).toEqual(rules.map(([change, focused, messages]) => ({ change, focused, messages })));
      expect(registerCalls).toEqual([]);
    });

    it('links each message to its field and the terms to the legal pages', async () => {
      const page = await open('/signup');
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
      await page.locator('#signup-username-error').waitFor();
      for (const id of [
        'signup-username',
        'signup-email',
        'signup-password',
        'signup-confirm-password',
        'signup-birthday',
        'signup-terms',
      ]) {
        const input = page.locator(`#${id}`);
        expect([id, await input.getAttribute('aria-invalid'), await input.getAttribute('aria-describedby')]).toEqual([
          id,
          'true',
          `${id}-error`,
        ]);
      }
      const form = page.locator('main form');
      expect(await form.getByRole('alert').count()).toBe(6);
      expect(await form.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
      expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    });

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

      const mail = await system.mail.waitFor(email);
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
});
