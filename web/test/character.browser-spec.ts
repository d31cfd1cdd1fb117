import { CHARACTER_MESSAGES, type CharacterProfile, equipSlotName, type RankingsResponse } from '@henesys/contracts';
import { freePort } from '@henesys/runner';
import { BrowserPages, launchBrowser, TestSystem } from '@henesys/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatNumber } from '../src/lib/format';

/**
 * A ranked character's page in Chromium against the real system: opened from a name in the
 * rankings, its numbers, ranks and worn items, the browser title with the name, the avatar from the
 * image service, the layout on a desktop (1280 px) and a phone (375 px), and an unknown, GM or
 * banned name. Needs a fresh `npx vite build web`.
 *
 * The avatar service points at a local port where nothing listens (the letter shows) unless a test
 * intercepts it.
 */

jest.setTimeout(30_000);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
// The smallest valid PNG (1 x 1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('character pages in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  let avatarHost: string;
  let pages: BrowserPages;
  let top: CharacterProfile;

  beforeAll(async () => {
    avatarHost = `https://127.0.0.1:${await freePort()}`;
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'character_web',
        processes: ['accounts', 'rankings', 'gateway'],
        env: { RATE_LIMIT_DEFAULT: '10000/60' },
        envFor: {
          rankings: {
            AVATAR_URL_TEMPLATE_1: `${avatarHost}/avatar/{body}/{look}.png`,
            AVATAR_URL_TEMPLATE_2: '',
            AVATAR_URL_TEMPLATE_3: '',
          },
        },
      }),
      launchBrowser(),
    ]);
    pages = new BrowserPages(browser, system.baseUrl);
    await system.send('rankings.refresh');
    const [first] = ((await (await system.fetch('/api/rankings?limit=1')).json()) as RankingsResponse).rankings;
    top = await (await system.fetch(`/api/rankings/characters/${first.name}`)).json();
  }, 120_000);

  afterEach(async () => {
    expect(await pages.closeAll()).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  function open(
    path: string,
    viewport = DESKTOP,
    prepare?: (context: BrowserContext) => Promise<unknown>,
  ): Promise<Page> {
    return pages.open(path, { timeoutMs: 10_000, viewport, prepare });
  }

  /** The page's numbers as a user reads them: term → value. */
  async function stats(page: Page): Promise<Record<string, string>> {
    await page.locator('.character-stats').waitFor();
    const items = await page
      .locator('.character-stats__item')
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.querySelector('dt')?.textContent, node.querySelector('dd')?.textContent]),
      );
    return Object.fromEntries(items);
  }

  const expectedStats = (character: CharacterProfile) => ({
    Level: formatNumber(character.level),
    EXP: formatNumber(character.exp),
    Fame: formatNumber(character.fame),
    Job: character.jobName,
    Guild: character.guild ?? 'None',
    'Overall rank': `#${formatNumber(character.rank)}`,
    'Job rank': `#${formatNumber(character.jobRank ?? 0)} ${character.jobFamily}`,
    'Fame rank': `#${formatNumber(character.fameRank)}`,
  });

  it('opens from a name in the rankings: name, numbers, ranks, worn items and the name in the browser title', async () => {
    expect(top.rank).toBe(1);
    const page = await open('/rankings');
    await page.getByRole('link', { name: top.name, exact: true }).click();
    await page.waitForURL(`**/characters/${top.name}`);
    // The character's page replaces the rankings once its code and answer arrive.
    await page.getByRole('heading', { level: 2, name: top.name }).waitFor();
    expect(await stats(page)).toEqual(expectedStats(top));
    await page.waitForFunction((title) => document.title === title, `${top.name} | Henesys`);
    expect(await page.locator('.hero__title').textContent()).toBe('Character');
    expect(top.equipment?.length).toBeGreaterThan(0);
    const worn = await page.locator('.worn-items__item').evaluateAll((items) =>
      items.map((item) => ({
        slot: item.querySelector('.worn-items__slot')?.firstChild?.textContent,
        cash: item.querySelector('.worn-items__cash') !== null,
        id: item.querySelector('.worn-items__id [data-item-id]')?.getAttribute('data-item-id'),
      })),
    );
    expect(worn).toEqual(
      (top.equipment ?? []).map((item) => ({
        slot: equipSlotName(item.slot),
        cash: item.cash,
        id: String(item.itemId),
      })),
    );
    await page.getByRole('link', { name: 'Back to the rankings' }).click();
    await page.waitForURL('**/rankings');
  });

  it('links each rank to the rankings page that shows it', async () => {
    const page = await open(`/characters/${top.name}`);
    await page.getByRole('link', { name: `#${top.jobRank} ${top.jobFamily}` }).click();
    await page.waitForURL(`**/rankings?job=${top.jobFamily}`);
    await page.locator('.rankings-table__name').first().waitFor();
    expect(await page.locator('.rankings-table__name').first().textContent()).toBe(top.name);
  });

  it('draws the avatar from the image service with what the character wears, the letter when it does not answer', async () => {
    const page = await open(`/characters/${top.name}`, DESKTOP, (context) =>
      context.route(`${avatarHost}/avatar/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      ),
    );
    const image = page.locator('img.ranking-avatar--large');
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(
      `${avatarHost}/avatar/${2000 + top.skincolor}/${[top.hair, top.face, ...top.items.split(',')].join(',')}.png`,
    );
    const letter = await open(`/characters/${top.name}`);
    expect(await letter.locator('.ranking-avatar--large.ranking-avatar--letter').textContent()).toBe(
      top.name.charAt(0).toUpperCase(),
    );
  });

  it('fits a phone: everything on screen, nothing scrolls sideways', async () => {
    const page = await open(`/characters/${top.name.toLowerCase()}`, PHONE);
    expect(await stats(page)).toEqual(expectedStats(top));
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe(top.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const offScreen = await page.locator('.character-stats__item, .worn-items__item').evaluateAll(
      (nodes) =>
        nodes.filter((node) => {
          const box = node.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        }).length,
    );
    expect(offScreen).toBe(0);
  });

  it('says "Character not found." for an unknown, GM or banned name', async () => {
    const [banned] = await system.game.db.rows<{ name: string }>(
      "SELECT c.`name` FROM characters c JOIN accounts a ON a.id = c.accountid WHERE a.`name` = 'demo0007' LIMIT 1",
    );
    for (const name of ['Nobody', 'Henesys', banned.name]) {
      const page = await open(`/characters/${name}`);
      expect({ name, alert: await page.getByRole('alert').locator('h2').textContent() }).toEqual({
        name,
        alert: CHARACTER_MESSAGES.notFound,
      });
      expect(await page.getByRole('link', { name: 'Back to the rankings' }).isVisible()).toBe(true);
    }
  });
});
