import type { LibraryMonster, LibrarySearchAnswer } from '@henesys/contracts';
import { DEFAULT_GAME_DEMO_DATA_PATH, DEFAULT_GAME_WZ_PATH } from '@henesys/runner';
import { BrowserPages, eventually, launchBrowser, textOf, TestSystem } from '@henesys/testing';
import type { Browser, Page } from 'playwright-core';

/**
 * The Library in Chromium at 1280 and 375 px against the real rankings service and gateway (after
 * `npm run build`), on the game's own wz/ folder and Cosmic's drops and shops: the search finds a
 * monster and an item, the monster's page lists its drops, the item's page who drops it, and no page
 * scrolls sideways on a phone. Images are off (empty templates): every icon is the name's initial.
 */

jest.setTimeout(90_000);

const WIDTHS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

describe('the library in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  let pages: BrowserPages;
  let found: LibrarySearchAnswer;
  let monster: LibraryMonster;

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'library_web',
        // The demo game database the site manages: Cosmic's drops and shops are seeded there from GAME_DEMO_DATA_PATH.
        game: 'managed',
        processes: ['rankings', 'gateway'],
        envFor: {
          rankings: {
            // The shared wz/ folder and Cosmic's drops and shops, beside the project.
            GAME_WZ_PATH: DEFAULT_GAME_WZ_PATH,
            GAME_DEMO_DATA_PATH: DEFAULT_GAME_DEMO_DATA_PATH,
            ITEM_ICON_URL_TEMPLATE: '',
            MOB_IMAGE_URL_TEMPLATE: '',
          },
        },
      }),
      launchBrowser(),
    ]);
    pages = new BrowserPages(browser, system.baseUrl);
    // The rankings service imports the wz/ folder after it starts: the search says so until it is done.
    await eventually(async () => {
      found = (await (await system.fetch('/api/library/search?q=snail')).json()) as LibrarySearchAnswer;
      if (!found.imported) throw new Error(`The library search answered ${JSON.stringify(found).slice(0, 300)}`);
    }, 150_000);
    const snail = found.monsters.find((entry) => entry.name === 'Snail') ?? found.monsters[0];
    monster = (await (await system.fetch(`/api/library/monsters/${snail.id}`)).json()) as LibraryMonster;
  }, 300_000);

  afterEach(async () => {
    expect(await pages.closeAll()).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('has the game data and a snail that drops items', () => {
    expect(found.imported).toBe(true);
    expect(found.monsters.length).toBeGreaterThan(0);
    expect(found.items.length).toBeGreaterThan(0);
    expect(monster.drops.some((drop) => drop.item !== null)).toBe(true);
  });

  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  describe.each(WIDTHS)('at %s width', (_label, viewport) => {
    const open = (path: string) => pages.open(path, { viewport, timeoutMs: 10_000 });

    it('finds a monster and an item, opens the monster with its drops, then an item with who drops it', async () => {
      const page = await open('/library');
      await page.getByRole('searchbox', { name: 'Search the library' }).fill('snail');
      const monsters = page.getByRole('list', { name: 'Monsters', exact: true });
      const items = page.getByRole('list', { name: 'Items', exact: true });
      await monsters.getByRole('link', { name: monster.entry.name, exact: true }).waitFor();
      await items.getByRole('link', { name: found.items[0].name, exact: true }).waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // The monster: its stats, its drops (a table on a desktop, cards on a phone) with "1 in N".
      await monsters.getByRole('link', { name: monster.entry.name, exact: true }).click();
      await page.waitForURL(`**/library/monsters/${monster.entry.id}`);
      await page.getByRole('heading', { level: 2, name: monster.entry.name }).waitFor();
      const drops = page.getByRole('region', { name: 'Drops', exact: true });
      const dropped = monster.drops.find((drop) => drop.item !== null)?.item;
      if (!dropped) throw new Error('the snail drops no item');
      const dropLink = drops.getByRole('link', { name: dropped.name, exact: true }).first();
      await dropLink.waitFor();
      expect(await textOf(drops)).toMatch(/1 in [\d ]+ \([\d.<]+%\)/);
      expect(await textOf(drops)).toMatch(/Server drop rate ×[\d.]+/);
      await eventually(async () => expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0), 3_000);

      // The item: who drops it, the monster among them.
      await dropLink.click();
      await page.waitForURL(`**/library/items/${dropped.id}`);
      await page.getByRole('heading', { level: 2, name: dropped.name }).waitFor();
      const droppers = page.getByRole('region', { name: 'Who drops it', exact: true });
      await droppers.getByRole('link', { name: monster.entry.name, exact: true }).first().waitFor();
      expect(await textOf(droppers)).toMatch(/1 in [\d ]+/);
      await eventually(async () => expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0), 3_000);
    });

    it('browses equips and monsters without scrolling sideways', async () => {
      const page = await open('/library?tab=equip&slot=Weapon');
      await page.getByRole('list', { name: 'Library entries' }).getByRole('link').first().waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.getByRole('tab', { name: 'Monsters' }).click();
      await page.getByRole('list', { name: 'Library entries' }).getByRole('link').first().waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
});
