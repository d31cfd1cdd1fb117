import { type LibraryMonster, type LibrarySearchAnswer, type ShownSkill, SKILL_MESSAGES } from '@henesys/contracts';
import { DEFAULT_GAME_DEMO_DATA_PATH, DEFAULT_GAME_WZ_PATH } from '@henesys/runner';
import { browserSuite, eventually, seeText, textOf } from '@henesys/testing';
import type { Page } from 'playwright-core';

/**
 * The Library and the skill database in Chromium at 1280 and 375 px against the real rankings service
 * and gateway (after `npm run build`), on the game's own wz/ folder and Cosmic's drops and shops.
 *
 * The Library: the search finds a monster and an item, the monster's page lists its drops, the item's
 * page who drops it, and no page scrolls sideways on a phone. Item and monster images are off (empty
 * templates): every icon is the name's initial.
 *
 * The skills, from the game's own Skill.img.xml: one job at a time by job branch, a page at a time,
 * searchable across jobs, no raw markup, each skill on its own page with its level table, and icons
 * from the configured renderer with a fallback when one fails. The icon renderer is a fake: an https
 * origin where nothing listens, whose requests the browser context answers itself, with a PNG for
 * Three Snails and a refused connection for every other icon.
 */

jest.setTimeout(90_000);

const WIDTHS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;
const ICON_HOST = 'https://127.0.0.1:9';
// The skill list's height bound at each width.
const SKILL_WIDTHS = [
  ['desktop', WIDTHS[0][1], 3_000],
  ['phone', WIDTHS[1][1], 4_000],
] as const;

// The smallest valid PNG (1 x 1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const THREE_SNAILS = '0001000';

/** What the game's markup looks like when it shows through: colour codes, escaped breaks, the lost backslash. */
const RAW_MARKUP = /#[a-z]|#$|\\[nr]|\]n[A-Z]|Master Leve[lr] ?:/m;

describe('the library and the skill database (browser)', () => {
  let found: LibrarySearchAnswer;
  let monster: LibraryMonster;
  let skills: ShownSkill[];
  const iconsAsked: string[] = [];

  const suite = browserSuite(
    {
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
          SKILL_ICON_URL_TEMPLATE: `${ICON_HOST}/icons/{id}.png`,
        },
      },
    },
    { timeoutMs: 300_000 },
  );

  beforeAll(async () => {
    // The rankings service imports the wz/ folder after it starts: the search says so until it is done.
    await eventually(async () => {
      found = (await (await suite.system.fetch('/api/library/search?q=snail')).json()) as LibrarySearchAnswer;
      if (!found.imported) throw new Error(`The library search answered ${JSON.stringify(found).slice(0, 300)}`);
    }, 150_000);
    const snail = found.monsters.find((entry) => entry.name === 'Snail') ?? found.monsters[0];
    monster = (await (await suite.system.fetch(`/api/library/monsters/${snail.id}`)).json()) as LibraryMonster;
    skills = (await (await suite.system.fetch('/api/skills')).json()) as ShownSkill[];
  }, 300_000);

  describe('library', () => {
    it('has the game data and a snail that drops items', () => {
      expect(found.imported).toBe(true);
      expect(found.monsters.length).toBeGreaterThan(0);
      expect(found.items.length).toBeGreaterThan(0);
      expect(monster.drops.some((drop) => drop.item !== null)).toBe(true);
    });

    const sidewaysScroll = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    describe.each(WIDTHS)('at %s width', (_label, viewport) => {
      const open = (path: string) => suite.pages.open(path, { viewport, timeoutMs: 10_000 });

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

  describe('skill database', () => {
    const namesOfJob = (jobId: number) => skills.filter((skill) => skill.jobId === jobId).map((skill) => skill.name);
    const main = (page: Page) => page.getByRole('main');
    const rowNames = (page: Page) => page.locator('.skill-row__name').allTextContents();
    const listTitle = (page: Page) => textOf(page.locator('.skills__title'));

    /** Waits until the list shows `names` (a new job or page replaces the list). */
    async function expectNames(page: Page, names: string[]): Promise<void> {
      await eventually(async () => expect(await rowNames(page)).toEqual(names), 5_000);
    }

    describe.each(SKILL_WIDTHS)('at %s width', (_label, viewport, maxHeight) => {
      const open = (path: string) =>
        suite.pages.open(path, {
          viewport,
          timeoutMs: 10_000,
          prepare: (context) =>
            context.route(`${ICON_HOST}/icons/**`, (route) => {
              iconsAsked.push(route.request().url());
              return route.request().url().endsWith(`/${THREE_SNAILS}.png`)
                ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG })
                : route.abort('connectionrefused');
            }),
        });

      it('lists one job a page at a time, its height bounded, with icons or their fallback and no raw markup', async () => {
        const beginner = namesOfJob(0);
        expect(beginner).toHaveLength(15);
        const page = await open('/skills');
        await expectNames(page, beginner.slice(0, 10));
        await seeText(page.locator('.skills__count'), '15 skills, page 1 of 2');
        expect(await listTitle(page)).toBe('Beginner');
        const size = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
        }));
        expect(size.height).toBeLessThan(maxHeight);
        expect(size.width).toBeLessThanOrEqual(viewport.width);

        // Three Snails' icon comes from the renderer; every other icon fails and shows the name's first letter.
        const snails = page.locator('.skill-row').filter({ hasText: 'Three Snails' });
        await snails.locator('img.skill-icon').waitFor();
        await eventually(async () =>
          expect(
            await snails
              .locator('img.skill-icon')
              .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
          ).toBe(1),
        );
        expect(await snails.locator('img.skill-icon').getAttribute('src')).toBe(
          `${ICON_HOST}/icons/${THREE_SNAILS}.png`,
        );
        await eventually(async () => expect(await page.locator('.skill-icon--fallback').count()).toBe(9));
        const recovery = page
          .locator('.skill-row')
          .filter({ has: page.getByRole('heading', { name: 'Recovery', exact: true }) });
        expect(await recovery.locator('.skill-icon--fallback').textContent()).toBe('R');
        expect(iconsAsked).toContain(`${ICON_HOST}/icons/0001001.png`);

        expect(await textOf(page.locator('.skills__list'))).not.toMatch(RAW_MARKUP);
        const jumpDown = page.locator('.skill-row').filter({ hasText: 'Jump Down' });
        expect(await textOf(jumpDown.locator('.skill-row__meta'))).toBe('Master level 1');
        expect(await textOf(jumpDown.locator('.skill-row__summary'))).toBe('Jump downward.');

        await main(page).getByRole('button', { name: 'Next' }).click();
        await expectNames(page, beginner.slice(10));
        expect(new URL(page.url()).search).toBe('?page=2');
        await seeText(page.locator('.skills__count'), '15 skills, page 2 of 2');
        expect(await textOf(page.locator('.skills__list'))).not.toMatch(RAW_MARKUP);
      });

      it('browses by job branch: family, then each advancement of a line, through the address too', async () => {
        const page = await open('/skills');
        await expectNames(page, namesOfJob(0).slice(0, 10));
        const jobs = main(page).getByRole('navigation', { name: 'Jobs' });
        expect(await jobs.locator('.job-nav__family').allTextContents()).toEqual([
          'Beginner',
          'Warrior',
          'Magician',
          'Archer',
          'Thief',
          'Pirate',
          'Cygnus',
          'Aran',
        ]);

        await jobs.getByRole('link', { name: 'Warrior', exact: true }).first().click();
        await expectNames(page, namesOfJob(100));
        expect(new URL(page.url()).search).toBe('?job=100');
        const branches = async () =>
          jobs
            .locator('.job-nav__branch')
            .evaluateAll((lines) =>
              lines.map((line) => [...line.querySelectorAll('a')].map((link) => link.textContent).join(' → ')),
            );
        expect(await branches()).toEqual([
          'Warrior → Fighter → Crusader → Hero',
          'Warrior → Page → White Knight → Paladin',
          'Warrior → Spearman → Dragon Knight → Dark Knight',
        ]);

        await jobs.getByRole('link', { name: 'Crusader' }).click();
        await expectNames(page, namesOfJob(111));
        expect(await listTitle(page)).toBe('Beginner › Warrior › Fighter › Crusader');
        expect(await jobs.getByRole('link', { name: 'Crusader' }).getAttribute('aria-current')).toBe('page');
        await page.goBack();
        await expectNames(page, namesOfJob(100));

        await jobs.getByRole('link', { name: 'Cygnus' }).click();
        await expectNames(page, namesOfJob(1100));
        expect(await branches()).toEqual([
          'Dawn Warrior → 2nd job → 3rd job',
          'Blaze Wizard → 2nd job → 3rd job',
          'Wind Archer → 2nd job → 3rd job',
          'Night Walker → 2nd job → 3rd job',
          'Thunder Breaker → 2nd job → 3rd job',
        ]);
        await jobs.locator('.job-nav__branch').nth(2).getByRole('link', { name: '3rd job' }).click();
        await expectNames(page, namesOfJob(1311));
        expect(await listTitle(page)).toBe(
          'Noblesse › Wind Archer (1st job) › Wind Archer (2nd job) › Wind Archer (3rd job)',
        );
        const size = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
        }));
        expect(size.height).toBeLessThan(maxHeight);
        expect(size.width).toBeLessThanOrEqual(viewport.width);
      });

      it('searches every job by name, saying which job each skill is of, and goes back to the job after', async () => {
        const page = await open('/skills?job=111');
        await expectNames(page, namesOfJob(111));
        const box = main(page).getByLabel('Search a skill');
        await box.fill('three snails');
        await expectNames(page, ['Three Snails', 'Three Snails', 'Three Snails']);
        expect(await page.locator('.skill-row__meta').allTextContents()).toEqual([
          'Beginner · Master level 3',
          'Noblesse · Master level 3',
          'Legend · Master level 3',
        ]);
        expect(await listTitle(page)).toBe('Skills named like "three snails"');
        await box.fill('zzqq');
        await seeText(main(page).locator('.skills__message'), 'No skills match your search.');
        await box.fill('');
        await expectNames(page, namesOfJob(111));
        expect(new URL(page.url()).search).toBe('?job=111');
      });

      it("opens a skill's own page: job trail, master level, description and its level table", async () => {
        const page = await open('/skills');
        await main(page).getByRole('link', { name: 'Recovery', exact: true }).click();
        await page.waitForURL('**/skills/0001001');
        const skill = main(page).getByRole('article');
        await seeText(skill.getByRole('heading', { level: 2 }), 'Recovery');
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Skills');
        expect(await textOf(skill.locator('.skill-page__header .meta'))).toBe('Beginner · Master level 3');
        expect(await skill.locator('.skill-page__desc mark').allTextContents()).toEqual([
          'Terms between skills : 10 min.',
        ]);
        expect(await textOf(skill.locator('.skill-page__desc'))).not.toMatch(RAW_MARKUP);
        const rows = await skill
          .locator('.skill-levels tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
        expect(rows).toEqual([
          ['1', 'MP -10; Recover HP 24 in 30 sec.'],
          ['2', 'MP -20; Recover HP 48 in 30 sec.'],
          ['3', 'MP -30; Recover HP 72 in 30 sec.'],
        ]);
        expect(await skill.locator('.skill-icon--fallback').textContent()).toBe('R');
        expect(await skill.getByRole('navigation', { name: 'Job' }).getByRole('link').allTextContents()).toEqual([
          'Skills',
          'Beginner',
        ]);
        await skill.getByRole('link', { name: 'Beginner' }).click();
        await expectNames(page, namesOfJob(0).slice(0, 10));
      });

      it('opens any skill straight from its address, with its icon, and says so when there is no such skill', async () => {
        const combo = await open('/skills/1111002');
        const skill = main(combo).getByRole('article');
        await seeText(skill.getByRole('heading', { level: 2 }), 'Combo Attack');
        expect(await skill.locator('.skill-levels tbody tr').count()).toBe(30);
        expect(await textOf(skill.locator('.skill-levels caption'))).toBe('Its 30 levels');
        expect(await textOf(skill.locator('.skill-levels'))).not.toMatch(RAW_MARKUP);

        const snails = await open(`/skills/${THREE_SNAILS}`);
        const icon = main(snails).getByRole('article').locator('img.skill-icon');
        await eventually(async () =>
          expect(await icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1),
        );

        const gm = await open('/skills/9001000');
        await seeText(main(gm).getByRole('alert').getByRole('heading'), SKILL_MESSAGES.notFound);
        await main(gm).getByRole('link', { name: 'Back to the skill database' }).click();
        await gm.waitForURL((url) => url.pathname === '/skills');
      });
    });
  });
});
