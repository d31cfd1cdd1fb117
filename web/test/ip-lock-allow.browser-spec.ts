import { MESSAGES } from '@henesys/contracts';
import { BrowserPages, launchBrowser, TestSystem } from '@henesys/testing';
import type { Browser, Locator, Page } from 'playwright-core';

/**
 * The page of the link mailed after a login the IP lock refused (issue 20 item 4), in Chromium against
 * the real system: it reads the token from the URL fragment, sends it in a POST body (never in a URL),
 * and shows the result. Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
const GENEROUS = '1000/60';
const PASSWORD = 'secret123';
const HOME = '203.0.113.20';
const AWAY = '198.51.100.40';

jest.setTimeout(30_000);

describe('the IP lock allow-link page in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  let pages: BrowserPages;

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'ip-allow-web',
        processes: ['auth', 'accounts', 'content', 'gateway'],
        env: {
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_LOGIN: GENEROUS,
          RATE_LIMIT_REGISTER: GENEROUS,
          RATE_LIMIT_PASSWORD_RESET: GENEROUS,
        },
      }),
      launchBrowser(),
    ]);
    pages = new BrowserPages(browser, system.baseUrl);
  }, 120_000);

  afterEach(async () => {
    expect(await pages.closeAll()).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const login = (username: string, ip: string) =>
    system.api('POST', '/api/auth/login', undefined, { username, password: PASSWORD }, { 'x-forwarded-for': ip });

  async function textOf(locator: Locator): Promise<string> {
    await locator.waitFor();
    return ((await locator.textContent()) ?? '').trim();
  }

  /** Opens `path` in a fresh context, recording what each request sent to the server: path with query, and body. */
  async function openRecording(
    path: string,
  ): Promise<{ page: Page; sent: Array<{ target: string; body: string | null }> }> {
    const sent: Array<{ target: string; body: string | null }> = [];
    const page = await pages.open(path, {
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
        await system.api('POST', '/api/auth/register', undefined, {
          username,
          email,
          password: PASSWORD,
          birthday: '2000-01-31',
        })
      ).status,
    ).toBe(201);
    const session = (await login(username, HOME)).body.token as string;
    await system.api(
      'POST',
      '/api/user/security-settings',
      session,
      { feature: 'IP Restriction', enabled: true },
      { 'x-forwarded-for': HOME },
    );
    expect((await login(username, AWAY)).status).toBe(401);
    const mail = await system.mail.waitFor(email, (caught) => caught.text.includes(AWAY));
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
    expect((await login(username, AWAY)).status).toBe(200);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const again = await pages.open(`/ip-lock/allow#token=${token}`, { timeoutMs: 5_000 });
    expect(await textOf(again.getByRole('heading', { name: 'Link not valid' }))).toBe('Link not valid');
    expect(await textOf(again.getByRole('alert'))).toBe(MESSAGES.ipAllowLinkInvalid);
  });

  it('says the link is not valid when it carries no token, without calling the server', async () => {
    const { page, sent } = await openRecording('/ip-lock/allow');
    expect(await textOf(page.getByRole('alert'))).toBe(MESSAGES.ipAllowLinkInvalid);
    expect(sent.filter((request) => request.target.startsWith('/api/auth/ip-lock'))).toEqual([]);
  });
});
