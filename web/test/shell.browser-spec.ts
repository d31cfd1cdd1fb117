import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { freePort, WORKSPACE_ROOT } from '@henesys/runner';
import { launchBrowser, TestSystem } from '@henesys/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { docsScreenshots, SCREENSHOTS } from './docs-screenshots';

/**
 * The web shell as a guest sees it, in Chromium against the real system (SPEC §2 routes, navigation,
 * guards, hero banner; §9 static content): hero titles, navbar, guards, the not-found page, the
 * phone menu, the scrolled header, axe-core, the server status widget and the home screenshots; then,
 * on the same system, the docs' screenshots of the pages players and admins use most (docs-screenshots.ts).
 * Needs a fresh build: the gateway serves web/dist.
 */
jest.setTimeout(60_000);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Every route of SPEC §2 with the hero title a guest sees (web/src/components/layout/hero-content.ts). */
const PUBLIC_HEROES: ReadonlyArray<readonly [path: string, title: string, subtitle: string]> = [
  ['/', 'Welcome to Henesys', 'Nostalgia, QoL & more!'],
  ['/signup', 'Create Account', 'Your adventure begins with a single step'],
  ['/login', 'Login', 'Welcome back, adventurer!'],
  ['/forgot-password', 'Account Recovery', "We'll help you get back into your account"],
  ['/reset-password/some-token', 'Reset Password', 'Choose a new password for your account'],
  ['/terms-of-service', 'Terms of Service', 'The rules of playing on Henesys'],
  ['/privacy-policy', 'Privacy Policy', 'What we collect and how we look after it'],
  ['/download', 'Download', 'Get the client and start your adventure'],
  ['/rankings', 'Rankings', 'The strongest and most famous adventurers of Henesys'],
  ['/vote', 'Vote', 'Vote once a day and earn 5 000 NX Cash'],
  ['/skills', 'Skills', 'Search every skill of every job'],
  ['/community', 'Community', 'Meet fellow adventurers, find a party, get help'],
  ['/features', 'Features', 'Classic gameplay with the comforts you deserve'],
  ['/news/server-launch', 'News', 'The latest word from the Henesys team'],
  ['/updates/patch-1', 'Updates', 'Patch notes, fixes and changes to the server'],
  ['/events/summer-festival', 'Events', 'Limited-time fun in and around Henesys'],
  ['/help/two-factor-authentication', 'Two-Factor Authentication', 'Keep your account safe with a second step'],
  ['/api/discord/callback', 'Discord Connection', 'Linking your community account'],
  ['/hall-of-fame/summer-event', 'Summer Event', 'Adventure awaits in Henesys'],
];

/** Routes that need a login (SPEC §2): a guest ends on /login. */
const GUARDED = ['/donate', '/dashboard', '/dashboard/account', '/dashboard/admin/donations'];

const NAV_LINKS = ['Home', 'Downloads', 'Rankings', 'Vote', 'Donate', 'Skills', 'Library', 'Community'];

const AXE_PAGES = [
  '/',
  '/download',
  '/community',
  '/features',
  '/rankings',
  '/vote',
  '/skills',
  '/terms-of-service',
  '/privacy-policy',
  '/login',
  '/signup',
  '/forgot-password',
  '/help/two-factor-authentication',
  '/no-such-page',
];

/**
 * A private copy of web/dist for this file's gateway (WEB_DIST_PATH), so a `vite build` running at the
 * same time (it empties web/dist) cannot pull the page files from under the browser mid-run. Copies
 * again until the copy is whole: index.html and every asset it names, with web/dist unchanged meanwhile.
 */
async function snapshotWebDist(): Promise<string> {
  const source = join(WORKSPACE_ROOT, 'web', 'dist');
  const listing = () =>
    existsSync(source)
      ? readdirSync(source, { recursive: true })
          .map((name) => `${name}:${statSync(join(source, String(name))).mtimeMs}`)
          .sort()
          .join('|')
      : '';
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const target = mkdtempSync(join(tmpdir(), 'henesys-web-'));
    try {
      const before = listing();
      cpSync(source, target, { recursive: true });
      const index = readFileSync(join(target, 'index.html'), 'utf8');
      const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
      if (assets.length > 0 && assets.every((asset) => existsSync(join(target, asset))) && listing() === before)
        return target;
    } catch {
      // web/dist is being rebuilt: try again.
    }
    rmSync(target, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('web/dist is missing or keeps changing: run `npx vite build web` first.');
}

interface AxeResult {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string }>;
  }>;
}

describe('web shell for a guest (browser)', () => {
  let system: TestSystem;
  let browser: Browser;
  let gamePort: number;
  let gameServer: Server | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const axeSource = readFileSync(require.resolve('axe-core'), 'utf8');

  /** The home page kept open from the start, to watch its widget's own poll while the other tests run. */
  const statusWatch = { firstLabel: '', firstMessages: -1, listeningAt: 0 };
  let statusPage: Page;

  let webDist: string | undefined;

  beforeAll(async () => {
    gamePort = await freePort();
    webDist = await snapshotWebDist();
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'shell-web',
        envFor: {
          content: { GAME_HOST: '127.0.0.1', GAME_PORT: String(gamePort), SERVER_STATUS_CACHE_MS: '0' },
          // A configured client, so /download offers its one button (web/test/download.browser-spec.ts covers the rest).
          gateway: {
            WEB_DIST_PATH: webDist,
            CLIENT_DOWNLOAD_URL: 'https://cdn.example/HenesysSetup.exe',
            CLIENT_DOWNLOAD_SIZE_BYTES: '1610612736',
            CLIENT_DOWNLOAD_VERSION: 'v83.2',
            CLIENT_DOWNLOAD_SHA256: 'ab'.repeat(32),
          },
        },
      }),
      launchBrowser(),
    ]);

    // Nothing listens on the game port yet: the widget must say Offline. Then the game server starts,
    // and the page (never reloaded) records when its pill changes; the last test checks the times.
    const context = await browser.newContext({ baseURL: system.baseUrl, viewport: DESKTOP });
    context.setDefaultTimeout(10_000);
    statusPage = await context.newPage();
    statusPage.on('pageerror', (error) => pageErrors.push(`status page: ${error.message}`));
    await statusPage.goto('/');
    const widget = statusPage.getByRole('main').getByRole('region', { name: 'Server Status' });
    statusWatch.firstLabel = await eventually(() => textOf(widget.getByRole('status')), 'Offline').catch(String);
    statusWatch.firstMessages = await widget.getByText(/Unable to connect/).count();
    await statusPage.evaluate(() => {
      const pill = Array.from(document.querySelectorAll('main h2'))
        .find((heading) => heading.textContent === 'Server Status')
        ?.closest('section')
        ?.querySelector('[role="status"]');
      const log: Array<{ text: string; at: number }> = [];
      Object.assign(window, { statusLog: log, notReloaded: true });
      if (!pill) return;
      const record = () => {
        const text = (pill.textContent ?? '').trim();
        if (log.at(-1)?.text !== text) log.push({ text, at: Date.now() });
      };
      record();
      new MutationObserver(record).observe(pill, { childList: true, characterData: true, subtree: true });
    });
    const server = createServer((socket) => socket.destroy());
    gameServer = server;
    await new Promise<void>((resolve) => server.listen(gamePort, '127.0.0.1', () => resolve()));
    statusWatch.listeningAt = Date.now();
  }, 120_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    // Every test also checks that no page threw.
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await statusPage?.context().close();
    await new Promise<void>((resolve) => (gameServer ? gameServer.close(() => resolve()) : resolve()));
    await browser?.close();
    await system?.stop();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  /** A fresh guest context (own storage) of the given size, with one page at `path`. */
  async function open(path: string, viewport = DESKTOP, options: { bypassCSP?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({ baseURL: system.baseUrl, viewport, ...options });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
    await page.goto(path);
    return page;
  }

  /** The text of a locator once it is visible (fails after the default timeout if it never is). */
  async function textOf(locator: Locator): Promise<string> {
    await locator.waitFor();
    return ((await locator.innerText()) ?? '').trim();
  }

  /** Polls `read` until it returns `expected` or the time runs out; returns the last value read. */
  async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000, everyMs = 100): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let value = await read();
    while (value !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      value = await read();
    }
    return value;
  }

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const pathOf = (page: Page) => {
    const url = new URL(page.url());
    return `${url.pathname}${url.hash}`;
  };
  /** The hero title once it reads `title` (or whatever it reads when time runs out). */
  const heroTitle = (page: Page, title: string) => eventually(() => textOf(h1(page)), title);
  const headerClasses = (page: Page) =>
    page
      .getByRole('banner')
      .getAttribute('class')
      .then((value) => value ?? '');
  const isScrolledHeader = async (page: Page) => /(^|\s)site-header--scrolled(\s|$)/.test(await headerClasses(page));

  /** Waits until the lazy page and its data have replaced their 'Loading...' fallbacks. */
  async function settled(page: Page): Promise<void> {
    await h1(page).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading.*\.\.\.$/ })
      .first()
      .waitFor({ state: 'detached' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  describe('hero banner and guards', () => {
    it('renders the hero title of every route of SPEC §2 as the one h1, with its subtitle right under it', async () => {
      const page = await open('/');
      const seen: Array<[string, string, string, number, string]> = [];
      for (const [path, title] of PUBLIC_HEROES) {
        await page.goto(path);
        const shown = await heroTitle(page, title);
        const subtitle = await textOf(h1(page).locator('xpath=following-sibling::*[1]'));
        seen.push([path, shown, pathOf(page), await h1(page).count(), subtitle]);
      }
      expect(seen).toEqual(PUBLIC_HEROES.map(([path, title, subtitle]) => [path, title, path, 1, subtitle]));
    });

    it('sends a guest from every guarded route to /login, showing the Login hero', async () => {
      const page = await open('/');
      const ended: Array<[string, string, string]> = [];
      for (const path of GUARDED) {
        await page.goto(path);
        await page.waitForURL('**/login');
        ended.push([path, pathOf(page), await heroTitle(page, 'Login')]);
      }
      expect(ended).toEqual(GUARDED.map((path) => [path, '/login', 'Login']));
    });

    it('remembers /dashboard as the origin when a guest is sent from it to the login form', async () => {
      const page = await open('/');
      await heroTitle(page, 'Welcome to Henesys');
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
      expect(await heroTitle(page, 'Login')).toBe('Login');
      // The login form is there to use, and nothing of the dashboard showed.
      await page.getByLabel('Username').waitFor();
      expect(await page.getByLabel('Password').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Your account at a glance').count()).toBe(0);
      // Nothing on the page shows the origin: it travels in the history entry's state, where the login
      // page reads its redirect target (the round trip after a real login is in identity.browser-spec.ts).
      expect(await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
        '/dashboard',
      );
      // The guard replaced /dashboard: Back returns home instead of bouncing into the guard again.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await heroTitle(page, 'Welcome to Henesys')).toBe('Welcome to Henesys');
    });
  });

  describe('navigation', () => {
    it('shows a guest the eight navbar links with Login and Sign Up, never Logout or My Account', async () => {
      const page = await open('/');
      await settled(page);
      const main = page.getByRole('navigation', { name: 'Main' });
      expect(await main.getByRole('link').allInnerTexts()).toEqual(NAV_LINKS);
      const account = page.getByRole('navigation', { name: 'Account' });
      expect((await account.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
        'Login',
        'Sign Up',
      ]);
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'My Account' }).count()).toBe(0);
      expect(await page.getByText('Logout').count()).toBe(0);

      // The links lead where they say, and the menu toggles are for phones only.
      await main.getByRole('link', { name: 'Downloads' }).click();
      await page.waitForURL('**/download');
      expect(await heroTitle(page, 'Download')).toBe('Download');
      await account.getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL('**/signup');
      expect(await heroTitle(page, 'Create Account')).toBe('Create Account');
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Status' }).isVisible()).toBe(false);
    });

    it("shows 'Page Not Found' on an unknown path with six links that each lead to their page", async () => {
      const page = await open('/this/path/does-not-exist');
      const card = page.getByRole('region', { name: 'Page Not Found' });
      expect(await textOf(card.getByRole('heading', { name: 'Page Not Found' }))).toBe('Page Not Found');
      expect(await heroTitle(page, 'Does Not Exist')).toBe('Does Not Exist');
      const links = card.getByRole('link');
      expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual([
        'Home',
        'Support',
        'Downloads',
        'Sign Up',
        'Login',
        'News',
      ]);

      const targets: Array<[string, string, string]> = [
        ['Home', '/', 'Welcome to Henesys'],
        ['Support', '/community', 'Community'],
        ['Downloads', '/download', 'Download'],
        ['Sign Up', '/signup', 'Create Account'],
        ['Login', '/login', 'Login'],
        ['News', '/#news', 'Welcome to Henesys'],
      ];
      const reached: Array<[string, string, string]> = [];
      for (const [name, path, title] of targets) {
        await page.goto('/this/path/does-not-exist');
        await card.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => `${url.pathname}${url.hash}` === path);
        reached.push([name, pathOf(page), await heroTitle(page, title)]);
      }
      expect(reached).toEqual(targets);
      // 'News' lands on the news area of home: the page scrolled down to it.
      expect(await eventually(() => page.evaluate(() => window.scrollY > 0), true)).toBe(true);
      const newsTop = (await page.getByRole('heading', { name: 'Updates, News & Events' }).boundingBox())?.y ?? -1;
      expect(newsTop).toBeGreaterThanOrEqual(0);
      expect(newsTop).toBeLessThan(DESKTOP.height / 2);
    });

    it('has footer links to the legal pages and the fan-project disclaimer', async () => {
      const page = await open('/');
      const footer = page.getByRole('contentinfo');
      expect(await textOf(footer.getByText(/non-commercial fan project/))).toMatch(
        /non-commercial fan project\. It is not affiliated with, endorsed by or connected to the original game's publisher/,
      );
      await footer.getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms-of-service');
      expect(await heroTitle(page, 'Terms of Service')).toBe('Terms of Service');
      await footer.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy-policy');
      expect(await heroTitle(page, 'Privacy Policy')).toBe('Privacy Policy');
    });
  });

  describe('phone layout and scrolling', () => {
    it('opens the menu at 375 px, navigates from it and closes it; the status toggle shows the widget', async () => {
      const page = await open('/', PHONE);
      await settled(page);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      const rankings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' });
      expect(await rankings.isVisible()).toBe(false);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      await menuButton.click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      const visibleLinks: string[] = [];
      for (const name of [...NAV_LINKS, 'Login', 'Sign Up']) {
        if (await page.getByRole('banner').getByRole('link', { name, exact: true }).isVisible())
          visibleLinks.push(name);
      }
      expect(visibleLinks).toEqual([...NAV_LINKS, 'Login', 'Sign Up']);

      await rankings.click();
      await page.waitForURL('**/rankings');
      expect(await heroTitle(page, 'Rankings')).toBe('Rankings');
      expect(await eventually(() => rankings.isVisible(), false)).toBe(false);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      // The status toggle (on a page without the home widget) opens the server status panel.
      const statusButton = page.getByRole('button', { name: 'Status' });
      const panelTitle = page.getByRole('banner').getByText('Server Status', { exact: true });
      expect(await panelTitle.isVisible()).toBe(false);
      await statusButton.click();
      expect(await statusButton.getAttribute('aria-expanded')).toBe('true');
      expect(await textOf(panelTitle)).toBe('Server Status');
      const pill = page.getByRole('banner').getByRole('status');
      expect(await eventually(() => textOf(pill), 'Online')).toBe('Online');
      expect(await textOf(page.getByRole('banner').getByText('GMS v0.83'))).toBe('GMS v0.83');
      // Toggling again hides it.
      await statusButton.click();
      expect(await eventually(() => panelTitle.isVisible(), false)).toBe(false);
    });

    it("gives the header its 'scrolled' class past 50 px of scroll and takes it away at the top", async () => {
      const page = await open('/terms-of-service');
      await settled(page);
      const scrollTo = async (y: number) => {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
      };
      expect(await isScrolledHeader(page)).toBe(false);
      await scrollTo(40);
      expect(await eventually(() => isScrolledHeader(page), true, 300)).toBe(false);
      await scrollTo(60);
      expect(await eventually(() => isScrolledHeader(page), true)).toBe(true);
      // Just past the threshold it stays put: the header shrinking must not pull the page back under 50 px.
      await page.waitForTimeout(400);
      expect([await isScrolledHeader(page), await page.evaluate(() => window.scrollY > 50)]).toEqual([true, true]);
      await scrollTo(400);
      expect(await isScrolledHeader(page)).toBe(true);
      await scrollTo(0);
      expect(await eventually(() => isScrolledHeader(page), false)).toBe(false);
    });
  });

  describe('static pages', () => {
    it("shows the terms' date and that multiple accounts are allowed, and the privacy policy's date", async () => {
      const page = await open('/terms-of-service');
      const main = page.getByRole('main');
      expect(await textOf(main.getByText(/Last updated/))).toBe('Last updated: 09.06.2024');
      expect(await textOf(main.getByText('Multiple accounts are allowed.'))).toBe('Multiple accounts are allowed.');
      await page.goto('/privacy-policy');
      expect(await textOf(main.getByText(/Last updated/))).toBe('Last updated: 11.04.2025');
    });

    it('has one download button on /download and links to home and /community', async () => {
      const page = await open('/download');
      await settled(page);
      const main = page.getByRole('main');
      const downloads = main.getByRole('link', { name: /download/i });
      expect((await downloads.allInnerTexts()).map((text) => text.trim())).toEqual(['Download Full Client']);
      expect(await main.locator('a[download], button:has-text("Download")').count()).toBe(1);
      expect(await downloads.getAttribute('href')).toBeTruthy();

      await main.getByRole('link', { name: 'Get help on the community' }).click();
      await page.waitForURL('**/community');
      expect(await heroTitle(page, 'Community')).toBe('Community');
      await page.goBack();
      await main.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await heroTitle(page, 'Welcome to Henesys')).toBe('Welcome to Henesys');
    });

    it('has the four feature tabs; switching shows each tab, with the boss levels of SPEC §9', async () => {
      const page = await open('/features');
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allInnerTexts()).toEqual(['Dungeons', 'Systems', 'Gameplay', 'Events']);
      const panel = page.getByRole('tabpanel');
      const headingOf = (name: string) => panel.getByRole('heading').filter({ hasText: new RegExp(`^${name}`) });

      // Dungeons, first and selected: each boss with its level.
      expect(await page.getByRole('tab', { name: 'Dungeons' }).getAttribute('aria-selected')).toBe('true');
      const levels: Array<[string, string]> = [
        ['Mu Lung Dojo', 'Level 25+'],
        ['Monster Park', 'Level 20+'],
        ['Zakum', 'Level 50+'],
        ['Horntail', 'Level 80+'],
        ['Chaos Zakum', 'Level 100+'],
        ['Pink Bean', 'Level 120+'],
      ];
      const shown: Array<[string, string]> = [];
      for (const [name] of levels) shown.push([name, (await textOf(headingOf(name))).slice(name.length).trim()]);
      expect(shown).toEqual(levels);
      expect(await textOf(panel.getByText(/40 floors/))).toMatch(/40 floors/);

      const tabContent: Array<[string, string, string, boolean]> = [
        ['Systems', 'Scroll pity', 'Scrolling fees', false],
        ['Gameplay', 'Levels 1 to 250', 'Every v83 job', false],
        ['Events', 'Daily vote', 'GM events', false],
        ['Dungeons', 'Zakum', 'Mu Lung Dojo', true],
      ];
      const seen: Array<[string, string, string, boolean]> = [];
      for (const [tab, first, second] of tabContent) {
        await page.getByRole('tab', { name: tab }).click();
        expect(await page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
        seen.push([
          tab,
          await textOf(headingOf(first)).then((text) => text.slice(0, first.length)),
          await textOf(headingOf(second)).then((text) => text.slice(0, second.length)),
          await headingOf('Pink Bean').isVisible(),
        ]);
      }
      expect(seen).toEqual(tabContent);
    });
  });

  describe('accessibility', () => {
    it('has no serious or critical axe-core violations on the public pages at desktop width', async () => {
      // The gateway's CSP forbids inline scripts; the test context lets axe-core in.
      const first = await open('/', DESKTOP, { bypassCSP: true });
      const pages = [first, ...(await Promise.all([1, 2].map(() => first.context().newPage())))];
      pages.forEach((page, i) => i > 0 && page.on('pageerror', (error) => pageErrors.push(`axe: ${error.message}`)));
      const queue = [...AXE_PAGES];
      const found: Record<string, string[]> = {};
      const scanned: string[] = [];

      async function scan(page: Page, path: string): Promise<void> {
        await page.goto(path);
        await settled(page);
        if (path === '/')
          await eventually(
            () => textOf(page.getByRole('main').getByRole('region', { name: 'Server Status' }).getByRole('status')),
            'Online',
          );
        await page.addScriptTag({ content: axeSource });
        const result = (await page.evaluate(() =>
          (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
            document,
            { resultTypes: ['violations'] },
          ),
        )) as AxeResult;
        scanned.push(path);
        const bad = result.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        if (bad.length === 0) return;
        found[path] = bad.flatMap((violation) =>
          violation.nodes.map(
            (node) =>
              `${violation.impact} ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`,
          ),
        );
      }

      // A few pages at once: most of the time goes to loading, not to axe itself.
      await Promise.all(
        pages.map(async (page) => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) await scan(page, path);
        }),
      );
      expect(scanned.sort()).toEqual([...AXE_PAGES].sort());
      // On failure, the diff lists every violation: impact, rule id, help, the node's selector and what to fix.
      expect(found).toEqual({});
    }, 120_000);
  });

  describe('server status widget and screenshots', () => {
    it("shows 'Offline' on home while nothing listens on the game port, then 'Online' by its next 10 s poll", async () => {
      expect(statusWatch.firstLabel).toBe('Offline');
      // Offline is the server's answer, not a failed call.
      expect(statusWatch.firstMessages).toBe(0);
      type Log = { log: Array<{ text: string; at: number }>; notReloaded: boolean };
      const read = () =>
        statusPage.evaluate(() => {
          const w = window as unknown as { statusLog?: Log['log']; notReloaded?: boolean };
          return { log: w.statusLog ?? [], notReloaded: w.notReloaded === true };
        });
      // Usually long done by now; at most one poll interval (plus the probe) after the game server started.
      const deadline = statusWatch.listeningAt + 12_000;
      let seen = await read();
      while (!seen.log.some((entry) => entry.text === 'Online') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = await read();
      }
      expect(seen.notReloaded).toBe(true);
      expect(seen.log.map((entry) => entry.text)).toEqual(['Offline', 'Online']);
      const after = (seen.log[1]?.at ?? Infinity) - statusWatch.listeningAt;
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBeLessThanOrEqual(11_000);
      expect(
        await textOf(statusPage.getByRole('main').getByRole('region', { name: 'Server Status' }).getByRole('status')),
      ).toBe('Online');
    });

    it('saves full-page screenshots of home at desktop and phone width', async () => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const shots: Array<[string, { width: number; height: number }]> = [
        ['home-desktop.png', DESKTOP],
        ['home-phone.png', PHONE],
      ];
      for (const [file, viewport] of shots) {
        const page = await open('/', viewport);
        await settled(page);
        const pill = page.getByRole('main').getByRole('region', { name: 'Server Status' }).getByRole('status');
        expect(await eventually(() => textOf(pill), 'Online')).toBe('Online');
        // Nothing may stick out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const png = await page.screenshot({ path: join(SCREENSHOTS, file), fullPage: true, animations: 'disabled' });
        expect(png.length).toBeGreaterThan(10_000);
      }
    });
  });

  docsScreenshots(() => ({ system, browser }));
});
