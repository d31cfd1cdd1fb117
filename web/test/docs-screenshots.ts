import { WORKSPACE_ROOT } from '@henesys/runner';
import { BrowserPages, eventually, type TestSystem } from '@henesys/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

export const SCREENSHOTS = join(WORKSPACE_ROOT, 'docs', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

interface Shot {
  file: string;
  path: string;
  viewport: { width: number; height: number };
  login?: 'admin' | 'member';
  /** Text the page shows once its data is in. */
  shows: string;
}

const SHOTS: Shot[] = [
  { file: 'rankings-phone.png', path: '/rankings', viewport: PHONE, shows: 'Page 1 of' },
  { file: 'character.png', path: '/characters/MapleHero', viewport: DESKTOP, shows: 'MapleHero' },
  { file: 'dashboard.png', path: '/dashboard', viewport: DESKTOP, login: 'member', shows: 'MapleHero' },
  {
    file: 'account-settings.png',
    path: '/dashboard/account',
    viewport: DESKTOP,
    login: 'member',
    shows: 'Two-Factor Authentication',
  },
  {
    file: 'admin-donations.png',
    path: '/dashboard/admin/donations',
    viewport: DESKTOP,
    login: 'admin',
    shows: 'Donations Manager',
  },
  { file: 'admin-content.png', path: '/dashboard/admin/content', viewport: DESKTOP, login: 'admin', shows: 'Content' },
];

/**
 * The docs' screenshots of the pages players and admins use most, taken from a whole system with the
 * untouched demo world (the home page's are the shell suite's own). Each page must show its heading
 * and fit its width before it is saved. Registered in the calling describe block, whose beforeAll
 * starts `started()`'s system and browser; it was a suite of its own, which started one more system.
 */
export function docsScreenshots(started: () => { system: TestSystem; browser: Browser }): void {
  describe('docs screenshots', () => {
    let pages: BrowserPages;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      const { system, browser } = started();
      pages = new BrowserPages(browser, system.baseUrl);
      tokens.admin = await system.login('admin', 'admin1234');
      tokens.member = await system.login('member', 'member1234');
      // The rankings are built at start: wait until the demo world is in them.
      await eventually(
        async () =>
          expect((await system.api('GET', '/api/rankings?search=MapleHero&_t=1')).body.rankings).toHaveLength(1),
        30_000,
      );
    }, 60_000);

    afterEach(async () => {
      expect(await pages.closeAll()).toEqual([]);
    });

    it.each(SHOTS.map((shot) => [shot.file, shot] as const))(
      'saves %s once the page shows its data and fits its width',
      async (_file, shot) => {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const page = await pages.open(shot.path, {
          token: shot.login ? tokens[shot.login] : undefined,
          viewport: shot.viewport,
          timeoutMs: 15_000,
        });
        await page.getByText(shot.shows).filter({ visible: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          shot.viewport.width,
        );
        const png = await page.screenshot({
          path: join(SCREENSHOTS, shot.file),
          fullPage: true,
          animations: 'disabled',
        });
        expect(png.length).toBeGreaterThan(10_000);
      },
    );
  });
}
