import { CONTENT_VERSION_KEY } from '@henesys/contracts';
import { browserSuite } from '@henesys/testing';
import Redis from 'ioredis';
import type { Locator, Page } from 'playwright-core';

/**
 * Home's notices, event banner, news tabs and carousel, the article page, the news-failure fallback
 * and the admin Content Manager, in Chromium against the real system with its demo content
 * (services/content/src/demo). Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(30_000);

const PHONE = { width: 390, height: 844 };

describe('news, notices, events and the Content Manager (browser)', () => {
  let adminToken: string;
  let memberToken: string;

  async function login(username: string, password: string): Promise<string> {
    const response = await suite.system.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as { token?: string };
    if (!body.token) throw new Error(`login of ${username} failed: ${response.status}`);
    return body.token;
  }

  // Every test also checks that no page threw and that no process died unexpectedly (browserSuite's afterEach).
  const suite = browserSuite({
    label: 'content_web',
    processes: ['auth', 'accounts', 'content', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60' },
  });

  beforeAll(async () => {
    [adminToken, memberToken] = await Promise.all([login('admin', 'admin1234'), login('member', 'member1234')]);
  }, 120_000);

  /** A fresh context (own storage; logged in when a token is given) with one page at `path`. */
  function open(
    path: string,
    { token, viewport }: { token?: string; viewport?: { width: number; height: number } } = {},
  ): Promise<Page> {
    return suite.pages.open(path, { token, viewport: viewport ?? { width: 1280, height: 900 }, timeoutMs: 8_000 });
  }

  /** Polls `read` until it equals `expected` (or the time is up) and returns the last value read. */
  async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let value = await read();
    while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  }

  /** The locator's text as written (not as CSS capitalises it), spaces collapsed, once it is visible. */
  const textOf = async (locator: Locator): Promise<string> => {
    await locator.waitFor();
    return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  };
  const openPanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
  /** The card titles of the open tab, once its cards have rendered. */
  const cardTitles = async (page: Page): Promise<string[]> => {
    await openPanel(page).locator('.news-card__title, .carousel__empty').first().waitFor();
    return (await openPanel(page).locator('.news-card__title').allInnerTexts()).map((title) => title.trim());
  };
  /** Titles of the open tab's cards that lie wholly inside the carousel's visible window. */
  const cardsInView = (page: Page): Promise<string[]> =>
    openPanel(page).evaluate((panel) => {
      const window = panel.querySelector('.carousel__viewport')?.getBoundingClientRect();
      if (!window) return [];
      return Array.from(panel.querySelectorAll('.news-card'))
        .filter((card) => {
          const box = card.getBoundingClientRect();
          return box.left >= window.left - 1 && box.right <= window.right + 1;
        })
        .map((card) => card.querySelector('.news-card__title')?.textContent?.trim() ?? '');
    });

  it('shows the seeded notices: the critical one with its relative time, the warning one with its duration', async () => {
    const page = await open('/');
    const critical = page.locator('.notice--critical');
    const warning = page.locator('.notice--warning');
    expect(await textOf(critical.locator('.notice__title'))).toBe('Launch day: login queue');
    expect(await textOf(critical.locator('.notice__label'))).toBe('Critical');
    // Seeded 30 minutes before the content service first started (moments ago on a quiet machine).
    expect(await textOf(critical.locator('time'))).toMatch(/^3[0-4] minutes ago$/);
    expect(await textOf(critical.locator('.notice__content'))).toBe(
      'The login server is busy. If you are disconnected, wait a minute before logging in again.',
    );

    expect(await textOf(warning.locator('.notice__title'))).toBe('Weekly maintenance');
    expect(await textOf(warning.locator('.notice__label'))).toBe('Warning');
    expect(await textOf(warning.locator('.notice__duration'))).toBe('Estimated duration: 30 minutes');
    expect(await textOf(warning.locator('time'))).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.locator('.notice').count()).toBe(2);
  });

  it('shows the ongoing event with a countdown that ticks every second', async () => {
    const page = await open('/');
    const banner = page.getByRole('region', { name: 'Maple Leaf Hunt' });
    expect(await textOf(banner.locator('.event-banner__kicker'))).toBe('Ongoing event');
    expect(await banner.getByRole('link', { name: 'Maple Leaf Hunt' }).getAttribute('href')).toBe(
      '/events/maple-leaf-hunt',
    );
    const timer = banner.getByRole('timer');
    await timer.waitFor();
    const first = (await timer.innerText()).replace(/\s+/g, ' ').toLowerCase();
    // The event ends 7 days after the seed: 6 days and 23 hours and some minutes are left.
    expect(first).toMatch(/^6 days 23 hours \d{2} minutes \d{2} seconds$/);
    expect(await timer.getAttribute('aria-label')).toMatch(/^6 days, 23 hours, \d+ minutes? and \d+ seconds? left$/);
    // The text changes within about two seconds (waitForFunction throws otherwise).
    await page.waitForFunction(
      (before) => document.querySelector('.event-banner__countdown')?.textContent !== before,
      await timer.textContent(),
      { timeout: 2_500 },
    );
    expect((await timer.innerText()).replace(/\s+/g, ' ').toLowerCase()).not.toBe(first);
  });

  it('switches between the Updates, News and Events tabs, each card with badge, date, title and excerpt', async () => {
    const page = await open('/');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    expect(await tab('Updates').getAttribute('aria-selected')).toBe('true');
    expect(await cardTitles(page)).toEqual([
      'Patch notes v1.2: Mu Lung Dojo and skill caps',
      'Patch notes v1.1: scrolling and the Free Market',
    ]);

    await tab('News').click();
    expect(await cardTitles(page)).toEqual(['Henesys opens its gates']);
    const card = openPanel(page).locator('.news-card');
    expect(await textOf(card.locator('.category-badge'))).toBe('News');
    expect(await textOf(card.locator('time'))).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // A plain-text excerpt of the HTML: the bold text without its tags, cut with an ellipsis.
    const excerpt = await textOf(card.locator('.news-card__excerpt'));
    expect(excerpt).toMatch(/^After two years of testing, the portal to Maple Island is open for everyone\. .+…$/);
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(await card.getByRole('link').getAttribute('href')).toBe('/news/henesys-opens-its-gates');

    await tab('Events').click();
    expect(await cardTitles(page)).toEqual(['Maple Leaf Hunt', 'Jump Quest Week']);
    expect(await openPanel(page).locator('.category-badge').allTextContents()).toEqual(['Event', 'Event']);
    expect(await tab('Events').getAttribute('aria-selected')).toBe('true');
  });

  it('moves the carousel with its Next and Previous buttons, by mouse and by keyboard (phone width)', async () => {
    const page = await open('/', { viewport: PHONE });
    const next = page.getByRole('button', { name: 'Next updates' });
    const previous = page.getByRole('button', { name: 'Previous updates' });
    const position = openPanel(page).locator('.carousel__position');
    const [newest, older] = [
      'Patch notes v1.2: Mu Lung Dojo and skill caps',
      'Patch notes v1.1: scrolling and the Free Market',
    ];

    expect(await eventually(() => cardsInView(page), [newest])).toEqual([newest]);
    expect(await textOf(position)).toBe('Updates: 1 / 2');
    expect([await previous.isDisabled(), await next.isDisabled()]).toEqual([true, false]);

    await next.focus();
    await page.keyboard.press('Enter');
    expect(await eventually(() => cardsInView(page), [older])).toEqual([older]);
    expect(await textOf(position)).toBe('Updates: 2 / 2');
    expect([await previous.isDisabled(), await next.isDisabled()]).toEqual([false, true]);

    await previous.click();
    expect(await eventually(() => cardsInView(page), [newest])).toEqual([newest]);
    expect(await textOf(position)).toBe('Updates: 1 / 2');
  });

  it('shows an article by its slug, with badge, date, HTML content and a back link to its tab', async () => {
    const page = await open('/news/henesys-opens-its-gates');
    expect(await textOf(page.locator('.article__title'))).toBe('Henesys opens its gates');
    expect(await textOf(page.locator('.article .category-badge'))).toBe('News');
    expect(await textOf(page.locator('.article__meta time').first())).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await textOf(page.locator('.article__content strong'))).toBe('Maple Island');
    expect(await page.locator('.article__content li').count()).toBe(3);

    await page.getByRole('link', { name: 'Back to News' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?tab=news');
    expect(await page.getByRole('tab', { name: 'News', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(await cardTitles(page)).toEqual(['Henesys opens its gates']);
  });

  it("says 'Article not found' for an unknown slug", async () => {
    const page = await open('/news/nope');
    expect(await textOf(page.locator('.article--message h2'))).toBe('Article not found');
    expect(await page.locator('.article__title').count()).toBe(0);
  });

  it('lets an admin write, preview and publish an article that a guest then reads', async () => {
    const title = `Lantern Night ${Date.now().toString(36)}`;
    const page = await open('/dashboard', { token: adminToken });
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Content Manager' }).click();
    await page.waitForURL('**/dashboard/admin/content');
    // The router may change the address before the lazily loaded page renders its hero.
    expect(await eventually(() => textOf(page.locator('h1')), 'Content Manager')).toBe('Content Manager');

    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption('update');
    await page.getByLabel('Content (Markdown)').fill('**Lanterns** light up _Henesys_ tonight.\n\n- Free rice cakes');
    // The server's own rendering, after the debounce.
    const preview = page.locator('.editor__preview-body');
    expect(await textOf(preview.locator('strong'))).toBe('Lanterns');
    expect(await textOf(preview.locator('em'))).toBe('Henesys');
    expect(await textOf(preview.locator('li'))).toBe('Free rice cakes');

    await page.getByRole('button', { name: 'Create article' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    expect(await textOf(row.locator('.status-badge'))).toBe('Draft');
    expect(await textOf(row.locator('td[data-label="Category"]'))).toBe('Update');
    expect(await textOf(page.getByRole('status').locator('.admin-toast'))).toBe(`Created "${title}" (Draft)`);

    await row.getByRole('button', { name: `Publish ${title}` }).click();
    expect(await eventually(() => textOf(row.locator('.status-badge')), 'Published')).toBe('Published');
    const audit = page.getByRole('region', { name: 'Audit trail' });
    expect(
      await textOf(
        audit.getByRole('row', { name: new RegExp(`"${title}": inactive → active`) }).locator('td[data-label="Who"]'),
      ),
    ).toBe('admin');

    const guest = await open('/');
    expect((await cardTitles(guest))[0]).toBe(title);
    await openPanel(guest).getByRole('link', { name: title }).click();
    await guest.waitForURL((url) => /^\/updates\/lantern-night-[a-z0-9]+$/.test(url.pathname));
    expect(await textOf(guest.locator('.article__title'))).toBe(title);
    expect(await textOf(guest.locator('.article__content strong'))).toBe('Lanterns');
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`clears 'Title is required' once a title is typed, names statuses in plain words and asks before deleting in place (${viewport.width} px)`, async () => {
      const page = await open('/dashboard/admin/content', { token: adminToken, viewport });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // The first admin page of a run loads its lazy chunks and the content: give it time.
      await page.getByRole('button', { name: 'New article' }).click({ timeout: 15_000 });
      const title = page.getByLabel('Title', { exact: true });
      await page.getByRole('button', { name: 'Create article' }).click();
      expect(await textOf(page.locator('#article-title-input-error'))).toBe('Title is required');
      expect(await title.getAttribute('aria-invalid')).toBe('true');
      expect(await textOf(page.locator('#article-content-error'))).toBe('Content is required');
      await title.pressSequentially('Moon');
      expect(await eventually(() => page.locator('#article-title-input-error').count(), 0)).toBe(0);
      expect(await title.getAttribute('aria-invalid')).toBeNull();
      // Only the field that was edited loses its message.
      expect(await textOf(page.locator('#article-content-error'))).toBe('Content is required');
      expect(await page.getByLabel('Status', { exact: true }).locator('option').allInnerTexts()).toEqual([
        'Published',
        'Completed',
        'Draft',
        'Archived',
      ]);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      // Delete asks in place; Cancel leaves everything as it was.
      const firstRow = page.getByRole('region', { name: 'Articles' }).locator('tbody tr').first();
      await firstRow.getByRole('button', { name: /^Delete / }).click();
      const question = firstRow.getByRole('group', { name: /^Delete ".+" for good\?$/ });
      expect((await question.innerText()).replace(/\s+/g, ' ')).toMatch(/^Delete ".+" for good\? Yes, delete Cancel$/);
      await question.getByRole('button', { name: 'Cancel', exact: true }).click();
      expect(await question.count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(dialogs).toEqual([]);
    });
  }

  it('sends a member away from the Content Manager and hides its link', async () => {
    const page = await open('/dashboard/admin/content', { token: memberToken });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain('Content Manager');
    expect(await page.getByRole('button', { name: 'New article' }).count()).toBe(0);
  });

  it('falls back to the sample items and a sample critical notice while the content service is down', async () => {
    await suite.system.killProcess('content');
    // The gateway keeps serving the news it last had (up to a minute) while content is down; an edit
    // bumps this version, after which nothing cached may be served: the failure shows.
    const redis = new Redis(suite.system.redis.url);
    await redis.incr(CONTENT_VERSION_KEY).finally(() => redis.disconnect());
    try {
      const page = await open('/');
      expect(await textOf(page.locator('.home__failure'))).toBe(
        'Failed to load content: The content service is unavailable. Please try again shortly.',
      );
      expect(await cardTitles(page)).toEqual(['Quality-of-life changes', 'Balance patch for every job']);
      const notice = page.locator('.notice--critical');
      expect(await textOf(notice.locator('.notice__title'))).toBe('News are temporarily unavailable');
      expect(await textOf(notice.locator('time'))).toBe('Just now');
      expect(await page.locator('.event-banner').count()).toBe(0);
    } finally {
      await suite.system.startProcess('content');
    }
    const page = await open('/');
    expect(await cardTitles(page)).toContain('Patch notes v1.2: Mu Lung Dojo and skill caps');
    expect(await page.locator('.home__failure').count()).toBe(0);
  });
});
