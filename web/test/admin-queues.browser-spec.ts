import { launchBrowser, TestSystem } from '@henesys/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The queue dashboard in Chromium against the real system: an admin opens it from the dashboard's
 * navigation and sees Bull Board with the rewards queue, under its own CSP with nothing refused; the
 * cookie it rides on is HttpOnly and scoped, and logging out clears it. A member gets neither the
 * link nor the page, and the gateway refuses them itself. Needs a fresh `npx vite build web`.
 */
jest.setTimeout(30_000);

const TOKEN_KEY = 'henesys.token';
const BOARD = '/api/admin/queues';

describe('queue dashboard (browser)', () => {
  let system: TestSystem;
  let browser: Browser;
  let admin: string;
  let member: string;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'admin_queues_web',
        processes: ['auth', 'accounts', 'gateway'],
        env: { RATE_LIMIT_LOGIN: '1000/60' },
      }),
      launchBrowser(),
    ]);
    [admin, member] = await Promise.all([system.login('admin', 'admin1234'), system.login('member', 'member1234')]);
  }, 120_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(problems.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  /** A page of its own context, logged in by the stored token; CSP refusals and page errors are collected. */
  async function openAs(token: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: system.baseUrl,
      viewport: { width: 1280, height: 900 },
      storageState: {
        cookies: [],
        origins: [{ origin: system.baseUrl, localStorage: [{ name: TOKEN_KEY, value: token }] }],
      },
    });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    // Bull Board asks Google Fonts for its typeface; there is no internet here, and the page must not need it.
    await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(path);
    return { context, page };
  }

  const dashboardCookies = async (context: BrowserContext) =>
    (await context.cookies(`${system.baseUrl}${BOARD}/`)).filter((cookie) => cookie.name === 'henesys_queue_dashboard');

  it('lets an admin open Bull Board from the dashboard and see the rewards queue; logging out closes it', async () => {
    const { context, page } = await openAs(admin, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Queues', exact: true })
      .click();
    await page.waitForURL('**/dashboard/admin/queues');
    await page.getByRole('heading', { name: 'Queues', level: 2 }).waitFor();

    const board = page.frameLocator('iframe[title="Queue dashboard"]');
    await board
      .getByRole('link', { name: /rewards/ })
      .first()
      .waitFor();
    for (const queue of ['activity', 'community', 'mail'])
      await board
        .getByRole('link', { name: new RegExp(queue) })
        .first()
        .waitFor();
    await board
      .getByRole('link', { name: /rewards/ })
      .first()
      .click();
    await board.getByText('No latest jobs in this queue.').waitFor();

    // The cookie: HttpOnly (the SPA's scripts never see it), SameSite=Strict, only under the dashboard.
    expect(await dashboardCookies(context)).toEqual([
      expect.objectContaining({ path: BOARD, httpOnly: true, sameSite: 'Strict', secure: false }),
    ]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect((await context.cookies(`${system.baseUrl}/api/user`)).length).toBe(0);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const deadline = Date.now() + 5_000;
    while ((await dashboardCookies(context)).length > 0 && Date.now() < deadline) await page.waitForTimeout(100);
    expect(await dashboardCookies(context)).toEqual([]);
    expect((await page.request.get(`${BOARD}/api/queues`)).status()).toBe(401);
  });

  it('gives a member neither the link nor the page, and the gateway refuses them: 403 for a session, 401 for the board', async () => {
    const { context, page } = await openAs(member, '/dashboard/admin/queues');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain('Queues');
    expect(await page.locator('iframe').count()).toBe(0);

    const session = await page.request.post(`/api/admin/queues/session`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(session.status()).toBe(403);
    expect(await dashboardCookies(context)).toEqual([]);
    const direct = await page.goto(BOARD);
    expect(direct?.status()).toBe(401);
    expect(await page.locator('body').innerText()).toBe('{"message":"Authentication required. Please log in again."}');
  });
});
