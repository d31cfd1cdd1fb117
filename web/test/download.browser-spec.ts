import { BrowserPages, launchBrowser, seeText, textOf, TestSystem } from '@henesys/testing';
import type { Browser, Page } from 'playwright-core';

/**
 * The download page in Chromium, at 1280 and 375 px, against the real gateway (after `npm run build`):
 * with CLIENT_DOWNLOAD_* set it shows the one button, the file's name, size, version and SHA-256 and
 * the mirrors; with nothing set it says the client is not out yet and offers no button.
 */

jest.setTimeout(60_000);

const WIDTHS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

const SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CONFIGURED = {
  CLIENT_DOWNLOAD_URL: 'https://cdn.example/henesys/HenesysSetup.exe',
  CLIENT_DOWNLOAD_SIZE_BYTES: '1610612736',
  CLIENT_DOWNLOAD_VERSION: 'v83.2',
  CLIENT_DOWNLOAD_SHA256: SHA256,
  CLIENT_DOWNLOAD_MIRRORS: 'MEGA=https://mega.example/file/henesys,Google Drive=https://drive.example/henesys',
};

describe('download page in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser?.close());

  /** A system with only the gateway (the page needs nothing else), its download settings as given. */
  function withGateway(settings: Record<string, string>) {
    const state: { system?: TestSystem; pages?: BrowserPages } = {};
    beforeAll(async () => {
      state.system = await TestSystem.start({
        label: 'download_web',
        processes: ['gateway'],
        envFor: { gateway: settings },
      });
      state.pages = new BrowserPages(browser, state.system.baseUrl);
    }, 120_000);
    afterEach(async () => expect(await state.pages?.closeAll()).toEqual([]));
    afterAll(() => state.system?.stop());
    return (viewport: { width: number; height: number }) =>
      (state.pages as BrowserPages).open('/download', {
        viewport,
        timeoutMs: 10_000,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
  }

  const card = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Full client' });
  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  describe('with a client configured', () => {
    const open = withGateway(CONFIGURED);

    it.each(WIDTHS)(
      'shows the button, the file, its size, version, SHA-256 and mirrors (%s)',
      async (_label, viewport) => {
        const page = await open(viewport);
        const client = card(page);
        const button = client.getByRole('link', { name: 'Download Full Client' });
        await button.waitFor();
        expect(await button.getAttribute('href')).toBe(CONFIGURED.CLIENT_DOWNLOAD_URL);
        expect(await button.getAttribute('download')).toBe('HenesysSetup.exe');
        expect(await page.getByRole('main').locator('a[download]').count()).toBe(1);

        const facts = await client
          .locator('.download__facts > div')
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.querySelector('dt')?.textContent,
              (row.querySelector('dd code') ?? row.querySelector('dd'))?.textContent,
            ]),
          );
        expect(facts).toEqual([
          ['File', 'HenesysSetup.exe'],
          ['Size', '1.5 GB'],
          ['Version', 'v83.2'],
          ['SHA-256', SHA256],
        ]);
        const mirrors = client.getByRole('navigation', { name: 'Mirrors' }).getByRole('link');
        expect(
          await mirrors.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
        ).toEqual([
          ['MEGA', 'https://mega.example/file/henesys'],
          ['Google Drive', 'https://drive.example/henesys'],
        ]);
        expect(await noSidewaysScroll(page)).toBe(true);
      },
    );

    it('copies the SHA-256 for the player to compare', async () => {
      const page = await open(WIDTHS[0][1]);
      await card(page).getByRole('button', { name: 'Copy SHA-256' }).click();
      await seeText(card(page).locator('.copy__toast'), 'Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SHA256);
    });
  });

  describe('with no client configured', () => {
    const open = withGateway({});

    it.each(WIDTHS)('says the client is not available yet and offers no button (%s)', async (_label, viewport) => {
      const page = await open(viewport);
      const client = card(page);
      await seeText(
        client.getByRole('status').filter({ hasText: 'not available' }),
        'The client is not available yet. Follow the announcements on the community to hear when it is out.',
      );
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: /download/i })
          .count(),
      ).toBe(0);
      expect(await page.getByRole('main').locator('a[download]').count()).toBe(0);
      expect(await textOf(client)).not.toMatch(/SHA-256|Mirrors/);
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });
});
