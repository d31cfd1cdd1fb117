import {
  CHARACTER_MESSAGES,
  type CharacterProfile,
  equipSlotName,
  type GuildRankingsResponse,
  RANKINGS_MESSAGES,
  type RankingsResponse,
} from '@henesys/contracts';
import { browserSuite } from '@henesys/testing';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { formatNumber } from '../src/lib/format';

/**
 * The rankings page in Chromium against the real system (SPEC §2, §4, §7, §9): tabs,
 * job filter, debounced search, pagination, the avatar services tried in turn and the letter
 * fallback, the error state with its automatic and manual retry; the Guild tab; the layout on a
 * desktop (1280 px) and on a phone (375 px: rows as cards, compact pager, nothing scrolls sideways).
 * Then a ranked character's page: opened from a name in the rankings, its numbers, ranks and worn items,
 * the browser title with the name, the avatar, the layout at 1280 and 375 px, and an unknown, GM or
 * banned name. Needs a fresh `npx vite build web`.
 *
 * The avatar services point at a local port where nothing listens: with nothing intercepted every
 * service refuses the connection (the letter shows); a test that wants an answer intercepts one.
 */

jest.setTimeout(30_000);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const AVATAR_HOST = 'https://127.0.0.1:9';
// The smallest valid PNG (1 x 1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('rankings page in the browser', () => {
  const suite = browserSuite({
    label: 'rankings_web',
    processes: ['accounts', 'rankings', 'gateway'],
    env: { RATE_LIMIT_DEFAULT: '10000/60' },
    envFor: {
      rankings: {
        AVATAR_URL_TEMPLATE_1: `${AVATAR_HOST}/one/{name}.png`,
        AVATAR_URL_TEMPLATE_2: `${AVATAR_HOST}/two/{body}/{look}.png`,
        AVATAR_URL_TEMPLATE_3: '',
      },
    },
  });

  beforeAll(async () => {
    // Two demo guilds with points (the others have none): the Guild tab ranks them first.
    await suite.system.game.db.execute(
      "UPDATE guilds SET GP = 12000, leader = (SELECT id FROM characters WHERE `name` = 'MapleHero') WHERE `name` = 'Nautilus'",
    );
    await suite.system.game.db.execute("UPDATE guilds SET GP = 800, leader = 0 WHERE `name` = 'Ludi Clock'");
    // The demo world is seeded once the system is up; build the rankings from it now.
    await suite.system.send('rankings.refresh');
  });

  function open(
    path: string,
    prepare?: (context: BrowserContext) => Promise<unknown>,
    viewport = DESKTOP,
  ): Promise<Page> {
    return suite.pages.open(path, { timeoutMs: 10_000, prepare, viewport });
  }

  /** How wide the document is: wider than the window means it scrolls sideways. */
  const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  /** Per row, the cells of `columns`: their label on a phone (data-label), their text, and whether all of the cell is on screen. */
  function statCells(page: Page, columns: string[]) {
    return page.locator('.rankings-table tbody tr').evaluateAll(
      (rows, names) =>
        rows.map((row) =>
          names.map((name) => {
            const cell = row.querySelector(`.rankings-table__${name}`) as HTMLElement;
            const box = cell.getBoundingClientRect();
            const label = getComputedStyle(cell, '::before').content;
            return {
              label: label === 'none' ? null : label.replace(/"/g, ''),
              text: cell.textContent,
              onScreen: box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth,
            };
          }),
        ),
      columns,
    );
  }

  async function api(query: string): Promise<RankingsResponse> {
    return (await suite.system.fetch(`/api/rankings${query}`)).json();
  }

  const rows = (page: Page) => page.locator('.rankings-table tbody tr');
  const rowNames = (page: Page) => page.locator('.rankings-table__name').allTextContents();
  const rowRanks = async (page: Page) =>
    (await page.locator('.rank-badge').allTextContents()).map((text) => Number(text.replace(/\s/g, '')));

  /** Waits until the table shows `names` (a new page replaces the previous one when it arrives). */
  async function expectNames(page: Page, names: string[]): Promise<void> {
    await page.waitForFunction(
      (expected) =>
        JSON.stringify([...document.querySelectorAll('.rankings-table__name')].map((cell) => cell.textContent)) ===
        JSON.stringify(expected),
      names,
    );
  }

  it('shows the Level rankings, page 1, with the top 3 styled and spaced numbers', async () => {
    const expected = await api('?limit=10');
    const page = await open('/rankings');
    await expectNames(
      page,
      expected.rankings.map((entry) => entry.name),
    );
    expect(await rowRanks(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const top = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.classList.contains('rankings-table__row--top')),
    );
    expect(top).toEqual([true, true, true, false, false, false, false, false, false, false]);
    const exp = await page.locator('.rankings-table__exp').allTextContents();
    expect(exp).toEqual(expected.rankings.map((entry) => String(entry.exp).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')));
    expect(exp.some((text) => / \d{3}$/.test(text))).toBe(true);
    expect(await page.getByRole('tab', { name: 'Level' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.rankings__summary').textContent()).toBe('3 001 characters · page 1 of 301');
  });

  it('shows the first letter of the name when no avatar service answers', async () => {
    const page = await open('/rankings');
    await page.locator('.rankings-table__name').first().waitFor();
    const names = await rowNames(page);
    await page.waitForFunction(
      () => document.querySelectorAll('.rankings-table .ranking-avatar--letter').length === 10,
    );
    expect(await page.locator('.ranking-avatar--letter').allTextContents()).toEqual(
      names.map((name) => name.charAt(0).toUpperCase()),
    );
    expect(await page.locator('img.ranking-avatar').count()).toBe(0);
  });

  it('tries the avatar services in turn and keeps the first that answers', async () => {
    const asked: string[] = [];
    const page = await open('/rankings', async (context) => {
      await context.route(`${AVATAR_HOST}/one/**`, (route) => {
        asked.push(route.request().url());
        return route.abort('connectionrefused');
      });
      await context.route(`${AVATAR_HOST}/two/**`, (route) => {
        asked.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      });
    });
    const [top] = (await api('?limit=1')).rankings;
    const image = page.locator('img.ranking-avatar').first();
    await page.waitForFunction((second) => {
      const first = document.querySelector<HTMLImageElement>('.rankings-table img.ranking-avatar');
      return first !== null && first.src.startsWith(second) && first.complete && first.naturalWidth > 0;
    }, `${AVATAR_HOST}/two/`);
    const skin = top.skincolor ?? 0;
    expect(await image.getAttribute('src')).toBe(
      `${AVATAR_HOST}/two/${2000 + skin}/${[top.hair, top.face, ...(top.items ?? '').split(',')].join(',')}.png`,
    );
    expect(asked).toContain(`${AVATAR_HOST}/one/${top.name}.png`);
    expect(await page.locator('.ranking-avatar--letter').count()).toBe(0);
  });

  it('switches to the Fame tab and back, in the address too', async () => {
    const fame = await api('?type=fame&limit=10');
    const page = await open('/rankings');
    await page.locator('.rankings-table__name').first().waitFor();
    await page.getByRole('tab', { name: 'Fame' }).click();
    await expectNames(
      page,
      fame.rankings.map((entry) => entry.name),
    );
    expect(new URL(page.url()).search).toBe('?type=fame');
    expect(await page.getByRole('tab', { name: 'Fame' }).getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    expect(await page.getByRole('tab', { name: 'Level' }).getAttribute('aria-selected')).toBe('true');
  });

  it('filters by job, ranking within the job', async () => {
    const aran = await api('?jobType=Aran&limit=10');
    const page = await open('/rankings');
    await page.locator('.rankings-table__name').first().waitFor();
    await page.getByLabel('Job', { exact: true }).selectOption('Aran');
    await expectNames(
      page,
      aran.rankings.map((entry) => entry.name),
    );
    expect(await rowRanks(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(await page.locator('.rankings-table tbody td:nth-child(3)').allTextContents())).toEqual(
      new Set(['Aran']),
    );
    expect(new URL(page.url()).searchParams.get('job')).toBe('Aran');
  });

  it('searches 500 ms after the typing stops, and names the search when nothing matches', async () => {
    const page = await open('/rankings');
    await page.locator('.rankings-table__name').first().waitFor();
    const searches: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/rankings?') && new URL(request.url()).searchParams.has('search'))
        searches.push(request);
    });
    const box = page.getByLabel('Search a character');
    await box.pressSequentially('maplehe', { delay: 40 });
    await page.waitForTimeout(250);
    expect(searches).toHaveLength(0);
    await expectNames(page, ['MapleHero']);
    expect(searches.map((request) => new URL(request.url()).searchParams.get('search'))).toEqual(['maplehe']);
    await box.fill('zzqq');
    expect(await page.locator('.rankings__empty').textContent()).toBe('No characters found matching "zzqq".');
    expect(new URL(page.url()).searchParams.get('search')).toBe('zzqq');
  });

  it('pages with numbered buttons and ellipses, previous and next', async () => {
    const page = await open('/rankings');
    await page.locator('.rankings-table__name').first().waitFor();
    const pager = page.getByRole('navigation', { name: 'Rankings pages' });
    const labels = async () => (await pager.locator('li').allTextContents()).map((text) => text.trim());
    expect(await labels()).toEqual(['1', '2', '3', '4', '5', '…', '301']);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForFunction(() => document.querySelector('.rank-badge')?.textContent === '11');
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('.rank-badge')?.textContent === '21');
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    await pager.getByRole('button', { name: 'Page 5' }).click();
    await page.waitForFunction(() => document.querySelector('.rank-badge')?.textContent === '41');
    expect(await labels()).toEqual(['1', '…', '4', '5', '6', '…', '301']);
    await pager.getByRole('button', { name: 'Page 301' }).click();
    await page.waitForFunction(() => document.querySelector('.rank-badge')?.textContent === '3 001');
    expect(await labels()).toEqual(['1', '…', '297', '298', '299', '300', '301']);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 301' }).getAttribute('aria-current')).toBe('page');
  });

  it('fits a phone: every row shows its level, EXP and fame under their labels, and nothing scrolls sideways', async () => {
    const expected = await api('?limit=10');
    const page = await open('/rankings', undefined, PHONE);
    await expectNames(
      page,
      expected.rankings.map((entry) => entry.name),
    );
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await statCells(page, ['level', 'exp', 'fame'])).toEqual(
      expected.rankings.map((entry) => [
        { label: 'Level', text: formatNumber(entry.level), onScreen: true },
        { label: 'EXP', text: formatNumber(entry.exp), onScreen: true },
        { label: 'Fame', text: formatNumber(entry.fame), onScreen: true },
      ]),
    );
    expect(await page.locator('.rankings-table__name').first().isVisible()).toBe(true);
  });

  it('keeps the table on a desktop: a header row, each character on one line', async () => {
    const page = await open('/rankings');
    await page.locator('.rankings-table__name').first().waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    expect(await page.getByRole('columnheader', { name: 'EXP' }).isVisible()).toBe(true);
    expect(
      (await statCells(page, ['level', 'exp', 'fame']))[0].map((cell) => ({
        label: cell.label,
        onScreen: cell.onScreen,
      })),
    ).toEqual([
      { label: null, onScreen: true },
      { label: null, onScreen: true },
      { label: null, onScreen: true },
    ]);
    const tops = await page
      .locator('.rankings-table tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('.rankings-pagination__position').isVisible()).toBe(false);
  });

  it('pages on a phone with previous, "Page X of Y" and next on one row', async () => {
    const page = await open('/rankings', undefined, PHONE);
    await page.locator('.rankings-table__name').first().waitFor();
    const pager = page.getByRole('navigation', { name: 'Rankings pages' });
    const position = pager.locator('.rankings-pagination__position');
    expect(await position.textContent()).toBe('Page 1 of 301');
    expect(await pager.getByRole('button', { name: 'Page 2' }).isVisible()).toBe(false);
    const boxes = await pager
      .locator('button:visible, p')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map((box) => ({ top: box.top, bottom: box.bottom })),
      );
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => box.top < boxes[0].bottom && box.bottom > boxes[0].top)).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('.rank-badge')?.textContent === '11');
    expect(await position.textContent()).toBe('Page 2 of 301');
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('ranks guilds by GP then name on the Guild tab, on %s', async (_label, viewport) => {
    const expected: GuildRankingsResponse = await (await suite.system.fetch('/api/rankings/guilds?limit=10')).json();
    expect(expected.guilds.slice(0, 2).map((guild) => [guild.name, guild.leader, guild.gp])).toEqual([
      ['Nautilus', 'MapleHero', 12000],
      ['Ludi Clock', null, 800],
    ]);
    const page = await open('/rankings', undefined, viewport);
    await page.locator('.rankings-table__name').first().waitFor();
    await page.getByRole('tab', { name: 'Guild' }).click();
    await page.locator('.rankings-table--guild').waitFor();
    expect(new URL(page.url()).search).toBe('?type=guild');
    expect(await page.getByRole('tab', { name: 'Guild' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Job', { exact: true }).count()).toBe(0);
    expect(await page.locator('.rankings__summary').textContent()).toBe(
      `${expected.pagination.total} guilds · page 1 of ${expected.pagination.totalPages}`,
    );
    expect(await rowNames(page)).toEqual(expected.guilds.map((guild) => guild.name));
    expect(await rowRanks(page)).toEqual(expected.guilds.map((guild) => guild.rank));
    const phone = viewport === PHONE;
    expect(await statCells(page, ['leader', 'members', 'gp'])).toEqual(
      expected.guilds.map((guild) => [
        { label: phone ? 'Leader' : null, text: guild.leader ?? '—', onScreen: true },
        { label: phone ? 'Members' : null, text: formatNumber(guild.members), onScreen: true },
        { label: phone ? 'GP' : null, text: formatNumber(guild.gp), onScreen: true },
      ]),
    );
    expect(await documentWidth(page)).toBeLessThanOrEqual(viewport.width);
  });

  it('shows the error, tries again by itself after 5 s, and retries at once with the button', async () => {
    const calls: number[] = [];
    let failing = true;
    const page = await open('/rankings', (context) =>
      context.route('**/api/rankings?*', (route) => {
        calls.push(Date.now());
        return failing
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
          : route.continue();
      }),
    );
    const alert = page.locator('.rankings__error');
    expect(await alert.locator('p').first().textContent()).toBe(RANKINGS_MESSAGES.loadFailed);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectCalls(2);
    failing = false;
    await page.locator('.rankings-table__name').first().waitFor({ timeout: 8_000 });
    expect(calls).toHaveLength(3);
    expect(calls[2] - calls[1]).toBeGreaterThanOrEqual(4_500);

    async function expectCalls(count: number): Promise<void> {
      const deadline = Date.now() + 2_000;
      while (calls.length < count && Date.now() < deadline) await page.waitForTimeout(50);
      expect(calls).toHaveLength(count);
    }
  });

  describe('character page', () => {
    let top: CharacterProfile;

    beforeAll(async () => {
      const [first] = (await api('?limit=1')).rankings;
      top = await (await suite.system.fetch(`/api/rankings/characters/${first.name}`)).json();
    });

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
      // The first service (by name) refuses; the second draws what the character wears.
      const page = await open(`/characters/${top.name}`, (context) =>
        context.route(`${AVATAR_HOST}/two/**`, (route) =>
          route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
        ),
      );
      const image = page.locator('img.ranking-avatar--large');
      await page.waitForFunction((second) => {
        const shown = document.querySelector<HTMLImageElement>('img.ranking-avatar--large');
        return shown !== null && shown.src.startsWith(second) && shown.complete && shown.naturalWidth > 0;
      }, `${AVATAR_HOST}/two/`);
      expect(await image.getAttribute('src')).toBe(
        `${AVATAR_HOST}/two/${2000 + top.skincolor}/${[top.hair, top.face, ...top.items.split(',')].join(',')}.png`,
      );
      const letter = await open(`/characters/${top.name}`);
      expect(await letter.locator('.ranking-avatar--large.ranking-avatar--letter').textContent()).toBe(
        top.name.charAt(0).toUpperCase(),
      );
    });

    it('fits a phone: everything on screen, nothing scrolls sideways', async () => {
      const page = await open(`/characters/${top.name.toLowerCase()}`, undefined, PHONE);
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
      const [banned] = await suite.system.game.db.rows<{ name: string }>(
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
});
