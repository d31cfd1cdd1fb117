import { MESSAGES } from '@henesys/contracts';
import { browserSuite, eventually, seeText, textOf } from '@henesys/testing';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The daily vote in Chromium against the real system (SPEC §2 /vote, §4, §5, §8, §9): the
 * prefilled username, the blank and unknown-name messages, the vote site opening in a new tab, the
 * pingback (sent here as the vote site would), the hh:mm:ss cooldown, and the NX on the dashboard.
 * Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(45_000);

const MEMBER = { username: 'member', password: 'member1234' };
const PINGBACK_KEY = 'web-test-key-123';
// Nothing listens on port 9; the test answers for the vote site itself (see `openAs`).
const VOTE_SITE = 'http://127.0.0.1:9/vote-site';
const CHECK_FAILED = 'Could not check vote status. Please try again later.';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const NEXT_VOTE = /^Next vote: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/;

describe('vote page (browser)', () => {
  const suite = browserSuite({
    label: 'vote_web',
    processes: ['auth', 'accounts', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_VOTE_PINGBACK: '1000/60' },
    // The vote's NX reaches a logged-out player's balance after two looks 1 s apart (GAME_OFFLINE_CONFIRM_SECONDS).
    envFor: {
      accounts: {
        VOTE_PINGBACK_KEY: PINGBACK_KEY,
        VOTE_SITE_URL: VOTE_SITE,
        PENDING_NX_SWEEP_SECONDS: '1',
        GAME_OFFLINE_CONFIRM_SECONDS: '1',
      },
    },
  });

  async function login(): Promise<string> {
    const response = await suite.system.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return token;
  }

  /**
   * A page of its own context at `path`, logged in when a token is given. Requests to the vote site
   * get a small page from here, so the new tab loads and can be inspected.
   */
  async function openAs(token: string | null, path: string): Promise<{ context: BrowserContext; page: Page }> {
    const page = await suite.pages.open(path, {
      token: token ?? undefined,
      timeoutMs: 8_000,
      prepare: async (context) => {
        await context.route(`${VOTE_SITE}**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vote site</title><p>Vote site</p>' }),
        );
        // Records the features of each window.open call (the tab must not get a handle on this page).
        await context.addInitScript(() => {
          const recorded: string[] = [];
          const open = window.open.bind(window);
          Object.assign(window, { voteOpens: recorded });
          window.open = (url?: string | URL, target?: string, features?: string) => {
            recorded.push(features ?? '');
            return open(url, target, features);
          };
        });
      },
    });
    return { context: page.context(), page };
  }

  const field = (page: Page) => page.getByLabel('Username', { exact: true });
  const voteButton = (page: Page) => page.getByRole('button', { name: 'Vote', exact: true });
  const status = (page: Page) => page.getByRole('form', { name: 'Vote for Henesys' }).getByRole('status');
  // The form's countdown (each site card below has its own).
  const timer = (page: Page) => page.getByRole('timer', { name: 'You can vote again in', exact: true });

  /** What the vote site sends once the voter completed its captcha. */
  async function confirmVote(username: string, voterIp: string) {
    const pingback = await suite.system.fetch('/api/vote/pingback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        VoterIP: voterIp,
        Successful: '0',
        Reason: '',
        pingUsername: username,
        pingbackkey: PINGBACK_KEY,
      }).toString(),
    });
    expect(await pingback.json()).toEqual({ status: 'ok', received: 1, credited: 1 });
  }

  it('checks the name, opens the vote site, waits for the pingback with voting off, then shows the NX credited and the next vote', async () => {
    const token = await login();
    const { context, page } = await openAs(token, '/vote');
    await page.setViewportSize(DESKTOP);

    // The reward and the rules, with a space as thousands separator (SPEC §9).
    const rules = page.getByRole('region', { name: 'Reward and rules' });
    await seeText(rules.getByRole('listitem').first(), 'Each vote earns 5 000 NX Cash.');
    expect(await textOf(rules)).toMatch(
      /One vote per account every 24 hours\..*One vote per IP address every 24 hours/,
    );

    // Prefilled from the session, editable.
    await eventually(async () => expect(await field(page).inputValue()).toBe(MEMBER.username));

    // Blank: flagged on the field, nothing asked of the server.
    let checks = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/vote-status')) checks += 1;
    });
    await field(page).fill('   ');
    await voteButton(page).click();
    await seeText(page.getByRole('alert'), MESSAGES.voteUsernameRequired);
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('vote-username');
    expect(checks).toBe(0);

    // Unknown account: the server's 404 message.
    await field(page).fill('nobodyhere');
    expect(await field(page).getAttribute('aria-invalid')).toBeNull();
    await voteButton(page).click();
    await seeText(status(page), MESSAGES.voteUnknownAccount);
    expect(checks).toBe(1);

    // Allowed: the vote site opens in a new tab.
    await field(page).fill(MEMBER.username);
    const [popup] = await Promise.all([context.waitForEvent('page'), voteButton(page).click()]);
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(VOTE_SITE);
    expect(opened.searchParams.get('vote')).toBe('1');
    expect(opened.searchParams.get('pingUsername')).toBe(MEMBER.username);
    // The gateway's opener policy already cuts the link; the page asks for it on its own as well.
    expect(await page.evaluate(() => (window as unknown as { voteOpens: string[] }).voteOpens)).toEqual([
      expect.stringMatching(/(^|,)noopener(,|$)/),
    ]);
    // Started: what happens next is said, and the button is off so no second tab opens.
    await seeText(
      status(page),
      "Vote started! Don't forget to complete the captcha on GTop100 Your 5 000 NX arrives when GTop100 confirms your vote. This page shows it here, no need to reload. Open GTop100 again",
    );
    expect(await status(page).getByRole('link').getAttribute('href')).toBe(popup.url());
    expect(await voteButton(page).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

    // The vote site confirms the vote (what GTop100 does after the captcha): the page sees it by itself.
    await confirmVote(MEMBER.username, '198.51.100.23');
    await seeText(status(page), '5 000 NX credited to member.', 10_000);
    await seeText(timer(page), /^23:59:[45]\d$/);
    await seeText(page.locator('.vote__next-vote'), NEXT_VOTE);
    expect(await voteButton(page).isDisabled()).toBe(true);
    expect(context.pages()).toHaveLength(2);

    // Checked again after a reload: a cooldown of nearly 24 hours, ticking, with the button disabled.
    await page.reload();
    await eventually(async () => expect(await field(page).inputValue()).toBe(MEMBER.username));
    await voteButton(page).click();
    await seeText(status(page), 'This account has already voted in the last 24 hours.');
    await seeText(timer(page), /^23:59:[45]\d$/);
    expect(await voteButton(page).isDisabled()).toBe(true);
    expect(context.pages()).toHaveLength(2);
    const before = await textOf(timer(page));
    await page.waitForTimeout(1_100);
    const after = await textOf(timer(page));
    expect(after).toMatch(/^23:59:[45]\d$/);
    expect(after).not.toBe(before);
    expect(await voteButton(page).isDisabled()).toBe(true);

    // Another account is not bound by this one's cooldown.
    await field(page).fill('admin');
    expect(await voteButton(page).isEnabled()).toBe(true);
    expect(await timer(page).count()).toBe(0);

    // The NX reached the account once the game account was confirmed logged out: the dashboard's Cash Credit.
    const balance = page.getByRole('region', { name: 'Balance', exact: true });
    await eventually(async () => {
      await page.goto('/dashboard');
      expect(await textOf(balance.locator('.balance-list__row', { hasText: 'Cash Credit' }).first())).toBe(
        'Cash Credit 5 000 NX',
      );
    });
  });

  it('falls back to the SPEC §8 message when the check fails on the network or the server', async () => {
    const { page } = await openAs(null, '/vote');
    expect(await field(page).inputValue()).toBe('');

    await page.route('**/api/vote-status**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service Unavailable' }),
      }),
    );
    await field(page).fill('nobodyhere');
    await voteButton(page).click();
    await seeText(status(page), CHECK_FAILED);

    // The real answer: the server's message.
    await page.unroute('**/api/vote-status**');
    await voteButton(page).click();
    await seeText(status(page), MESSAGES.voteUnknownAccount);

    await page.route('**/api/vote-status**', (route) => route.abort('connectionrefused'));
    await voteButton(page).click();
    await seeText(status(page), CHECK_FAILED);
  });

  it('fits a phone: the started vote, the NX credited without a reload and the next vote, with no sideways scroll', async () => {
    const { context, page } = await openAs(null, '/vote');
    await page.setViewportSize(PHONE);
    const fitsPhone = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await field(page).fill('admin');
    const [popup] = await Promise.all([context.waitForEvent('page'), voteButton(page).click()]);
    await popup.waitForLoadState();
    await seeText(status(page), /^Vote started! .* Your 5 000 NX arrives when GTop100 confirms your vote\./);
    expect(await voteButton(page).isDisabled()).toBe(true);
    await fitsPhone();

    await confirmVote('admin', '198.51.100.77');
    await seeText(status(page), '5 000 NX credited to admin.', 10_000);
    await seeText(page.locator('.vote__next-vote'), NEXT_VOTE);
    await seeText(timer(page), /^23:59:[45]\d$/);
    expect(await voteButton(page).isDisabled()).toBe(true);
    await fitsPhone();
  });
});
