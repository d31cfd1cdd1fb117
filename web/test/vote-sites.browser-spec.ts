import type { VoteSite } from '@henesys/contracts';
import { browserSuite, eventually, FakeVoteSite, seeText, textOf } from '@henesys/testing';
import type { Page } from 'playwright-core';

/**
 * Every vote site in Chromium against the real system, at 1280 and 375 px: the vote page's card per
 * enabled site (name, reward, the button opening the site with the player's name, and after a vote the
 * site's own countdown while the others still offer voting), and the admin page of the vote sites (an
 * admin adds a site, sees its callback URL, rotates its secret, turns it off and deletes it; a member is
 * refused). Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(60_000);

// Nothing listens on port 9; the test answers for the vote sites itself (see `open`).
const SITES_HOST = 'http://127.0.0.1:9';
const GTOP100_URL = `${SITES_HOST}/gtop100`;
const DESKTOP = 1280;
const PHONE = 375;
const CALLBACK = /^http:\/\/localhost:3000\/api\/vote\/pingback\/\d+\/[\w-]{32}$/;

describe('vote sites (browser)', () => {
  let admin: string;
  let member: string;
  let voters = 0;

  const suite = browserSuite({
    label: 'vote_sites_web',
    processes: ['auth', 'accounts', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_VOTE_PINGBACK: '1000/60' },
    envFor: {
      accounts: {
        VOTE_PINGBACK_KEY: 'web-sites-key-123',
        VOTE_SITE_URL: GTOP100_URL,
        VOTE_SITES: JSON.stringify([
          {
            name: 'TopG',
            protocol: 'topg',
            voteUrl: `${SITES_HOST}/topg/in-{username}`,
            cooldownHours: 12,
            rewardNx: 3000,
          },
        ]),
      },
    },
  });

  beforeAll(async () => {
    [admin, member] = await Promise.all([
      suite.system.login('admin', 'admin1234'),
      suite.system.login('member', 'member1234'),
    ]);
  }, 120_000);

  /** A page of its own context at `path`; the vote sites' pages are answered here, so their tabs load. */
  const open = (path: string, width: number, token?: string): Promise<Page> =>
    suite.pages.open(path, {
      token,
      viewport: { width, height: 900 },
      timeoutMs: 10_000,
      errorLabel: path,
      prepare: (context) =>
        context.route(`${SITES_HOST}/**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vote site</title><p>Vote site</p>' }),
        ),
    });
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  /** TopG's callback for `username`, as TopG sends it to the callback URL shown on the admin page. */
  async function creditTopG(username: string): Promise<void> {
    const sites = (await suite.system.api('GET', '/api/admin/vote-sites', admin)).body as VoteSite[];
    const topg = sites.find((site) => site.name === 'TopG');
    if (!topg) throw new Error('TopG was not taken from the settings');
    const fake = new FakeVoteSite('topg', `${suite.system.gatewayUrl()}${new URL(topg.callbackUrl).pathname}`);
    const answer = await fake.vote({ username, voterIp: `198.51.100.${(voters += 1)}` });
    expect(await answer?.json()).toEqual({ status: 'ok', received: 1, credited: 1 });
  }

  /** Checks the name with the Vote button (which opens the first site in a new tab) and answers the site cards. */
  async function check(page: Page, username: string) {
    await page.getByLabel('Username', { exact: true }).fill(username);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Vote', exact: true }).click(),
    ]);
    await tab.close();
    const cards = page.getByRole('region', { name: 'Vote sites' }).getByRole('listitem');
    await cards.nth(1).waitFor();
    const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    return { cards, gtop100: card('GTop100'), topg: card('TopG') };
  }

  it.each([
    ['member', DESKTOP],
    ['admin', PHONE],
  ])(
    'shows a card per site for %s at %i px, the button opening the site with the name, then its own countdown after a vote there',
    async (username, width) => {
      const page = await open('/vote', width, username === 'member' ? member : undefined);
      const first = await check(page, username);
      const { cards } = first;
      let { gtop100, topg } = first;
      expect(await cards.count()).toBe(2);
      expect(await textOf(gtop100.locator('.vote-site__reward'))).toBe('+5 000 NX Cash');
      expect(await textOf(topg.locator('.vote-site__reward'))).toBe('+3 000 NX Cash');
      expect(await gtop100.getByRole('link', { name: 'Vote on GTop100' }).getAttribute('href')).toBe(
        `${GTOP100_URL}?vote=1&pingUsername=${username}`,
      );
      const topgLink = topg.getByRole('link', { name: 'Vote on TopG' });
      expect(await topgLink.getAttribute('href')).toBe(`${SITES_HOST}/topg/in-${username}`);
      expect(await topgLink.getAttribute('rel')).toBe('noopener noreferrer');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), topgLink.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(`${SITES_HOST}/topg/in-${username}`);
      await tab.close();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // TopG counts the vote and calls back; checked again, its card counts down, GTop100's still offers voting.
      await creditTopG(username);
      await page.reload();
      ({ gtop100, topg } = await check(page, username));
      await seeText(topg.getByRole('timer', { name: 'Vote again on TopG in' }), /^11:59:[45]\d$/);
      expect(await textOf(topg)).toMatch(/^TopG \+3 000 NX Cash Vote again in 11:59:[45]\d$/);
      expect(await topg.getByRole('link').count()).toBe(0);
      expect(await gtop100.getByRole('link', { name: 'Vote on GTop100' }).isVisible()).toBe(true);
      expect(await gtop100.getByRole('timer').count()).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    },
  );

  it.each([DESKTOP, PHONE])(
    'lets an admin add a site at %i px, see and rotate its callback URL, turn it off and delete it',
    async (width) => {
      const name = `Gaming Toplist ${width}`;
      const page = await open('/dashboard/admin/vote-sites', width, admin);
      const rows = page.getByRole('region', { name: 'Vote sites' }).getByRole('listitem');
      await rows.filter({ hasText: 'TopG' }).first().waitFor();

      await page.getByRole('button', { name: 'Add a vote site' }).click();
      const form = page.getByRole('form', { name: 'Add a vote site' });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Protocol', { exact: true }).selectOption('gaming-toplist');
      await form.getByLabel('Vote URL', { exact: true }).fill('https://gaming-toplist.example/vote/1/{username}');
      await form.getByLabel('Cooldown (hours)').fill('6');
      await form.getByLabel('Reward (NX)').fill('2500');
      await form.getByLabel('Order').fill('5');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });

      const row = page.getByRole('listitem', { name: new RegExp(`^${name} \\(gaming-toplist\\)$`) });
      await seeText(row.locator('.vote-site-row__meta').last(), '2 500 NX every 6 h, order 5');
      const callbackUrl = await textOf(row.locator('code'));
      expect(callbackUrl).toMatch(CALLBACK);
      expect(await row.getByRole('button', { name: `Copy the callback URL of ${name}` }).isVisible()).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // Rotating asks first, then shows the new address.
      await row.getByRole('button', { name: `Rotate secret of ${name}` }).click();
      await row
        .getByRole('group', { name: /^Rotate the secret of / })
        .getByRole('button', { name: 'Yes, rotate' })
        .click();
      await eventually(async () => expect(await textOf(row.locator('code'))).not.toBe(callbackUrl));
      const rotated = await textOf(row.locator('code'));
      expect(rotated).toMatch(CALLBACK);
      expect(rotated).not.toBe(callbackUrl);

      // Turned off in the editor.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const editor = page.getByRole('form', { name: 'Edit the vote site' });
      await editor.getByLabel('Enabled').uncheck();
      await editor.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('listitem', { name: `${name} (gaming-toplist, off)` }).waitFor();

      // Deleting asks in place; Cancel keeps it, Yes deletes it.
      const offRow = page.getByRole('listitem', { name: `${name} (gaming-toplist, off)` });
      await offRow.getByRole('button', { name: `Delete ${name}` }).click();
      await offRow.getByRole('button', { name: 'Cancel' }).click();
      await offRow.getByRole('button', { name: `Delete ${name}` }).click();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await offRow.getByRole('button', { name: 'Yes, delete' }).click();
      await offRow.waitFor({ state: 'detached' });
      const left = (await suite.system.api('GET', '/api/admin/vote-sites', admin)).body as VoteSite[];
      expect(left.map((site) => site.name)).not.toContain(name);
    },
  );

  it('sends a member from the vote sites page to the dashboard, with no link to it', async () => {
    const page = await open('/dashboard/admin/vote-sites', DESKTOP, member);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Vote Sites' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Vote sites' }).count()).toBe(0);
    expect((await suite.system.api('GET', '/api/admin/vote-sites', member)).status).toBe(403);
  });
});
