import { MESSAGES } from '@henesys/contracts';
import { eventually, launchBrowser, seeText, TestSystem, textOf } from '@henesys/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

jest.setTimeout(45_000);

/** How long a page may take to show something (the machine may be busy). */
const WAIT_MS = 15_000;

const TOKEN_KEY = 'henesys.token';
const EARLY_SUPPORTER_ROLE = '200000000000000001';

/**
 * The Discord cards of Account Settings and the callback page in Chromium against the real system
 * and the local fake Discord (SPEC §2, §4 'Chat-community', §7 popup, §8, §9 timers): connecting
 * through the popup, the Early Supporter claim, a replayed callback, a cancelled consent, a
 * callback opened on its own page, and disconnecting. Needs a fresh build: the gateway serves web/dist.
 */
describe('Discord connection and Early Supporter role (browser)', () => {
  let system: TestSystem;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let member: string;
  let admin: string;
  /** The callback address the popup came back to, replayed later. */
  let usedCallbackUrl = '';
  let lastCallbackUrl = '';
  const pageErrors: string[] = [];
  const apiCalls: string[] = [];

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) {
    const response = await system.fetch(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  const login = async (username: string, password: string) =>
    (await call('POST', '/api/auth/login', undefined, { username, password })).body.token as string;

  const card = (name: string) => page.getByRole('region', { name, exact: true });
  const connectionCard = () => card('Discord Connection');
  const supporterCard = () => card('Early Supporter');
  const connectionState = () => connectionCard().locator('#discord-connection-state');
  const connectionMessage = () => connectionCard().locator('.settings-message');
  const claimButton = () => supporterCard().getByRole('button', { name: /^(Claim role|Role claimed|Claiming\.\.\.)$/ });
  const heading = (target: Page) => target.locator('.discord-callback h2');

  /** Every address a page asked for, to look for the session token in them. */
  const requestedUrls: string[] = [];

  /** Watches a page: its script errors, its calls to /api/discord/* and the callback address it came back to. */
  function watch(target: Page, label: string) {
    target.on('pageerror', (error) => pageErrors.push(`${label}: ${error.message}`));
    target.on('request', (request) => {
      requestedUrls.push(request.url());
      const url = new URL(request.url());
      if (url.pathname === '/api/discord/callback' && request.isNavigationRequest()) lastCallbackUrl = request.url();
      if (url.pathname.startsWith('/api/discord/') && url.pathname !== '/api/discord/callback')
        apiCalls.push(`${label} ${request.method()} ${url.pathname}`);
    });
  }

  /** Clicks Connect and returns the popup, on Discord's authorize page. */
  async function openPopup(): Promise<Page> {
    const opened = context.waitForEvent('page');
    await connectionCard().getByRole('button', { name: 'Connect Discord' }).click();
    const popup = await opened;
    watch(popup, 'popup');
    await popup.getByRole('button', { name: 'Authorize' }).waitFor();
    expect(new URL(popup.url()).origin).toBe(system.discord.baseUrl);
    return popup;
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'discord_web',
      processes: ['auth', 'accounts', 'donations', 'community', 'worker', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60', RPC_TIMEOUT_MS: '8000' },
      envFor: { donations: { DELIVERY_WAIT_MS: '5000' } },
    });
    browser = await launchBrowser();
    member = await login('member', 'member1234');
    admin = await login('admin', 'admin1234');
    context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: system.baseUrl, localStorage: [{ name: TOKEN_KEY, value: member }] }],
      },
    });
    context.setDefaultTimeout(WAIT_MS);
    page = await context.newPage();
    watch(page, 'settings');
    await page.goto(`${system.baseUrl}/dashboard/account`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
    expect(system.unexpectedExits).toEqual([]);
  });

  it('connects through the popup: Discord consent, Connected!, the popup closes after 3 s, the card shows the account', async () => {
    await seeText(connectionState(), 'Status: Not connected');
    await seeText(supporterCard().locator('#early-supporter-eligibility'), 'Eligibility: Not eligible');
    expect(await claimButton().isDisabled()).toBe(true);
    await seeText(supporterCard().locator('#early-supporter-hint'), MESSAGES.roleNotEligible);

    const popup = await openPopup();
    expect(apiCalls).toContain('settings POST /api/discord/auth');
    apiCalls.length = 0;
    await popup.getByRole('button', { name: 'Authorize' }).click();
    await seeText(heading(popup), 'Connected!');
    const connectedAt = Date.now();
    usedCallbackUrl = lastCallbackUrl;
    // Read once, then out of the address bar and history.
    expect(new URL(popup.url()).pathname).toBe('/api/discord/callback');
    expect(new URL(popup.url()).search).toBe('');
    expect(await textOf(popup.getByRole('status').filter({ hasText: 'Your Discord account' }))).toBe(
      'Your Discord account Henesys Fan is linked to your Henesys account.',
    );
    await seeText(popup.locator('.discord-callback .meta'), /^This window closes in [1-3] seconds?\.\.\.$/);

    // POPUP_CLOSE_MS is 3 s from the outcome; seeing it takes a moment, so allow a little either side.
    await popup.waitForEvent('close', { timeout: 6_000 });
    const closedAfter = Date.now() - connectedAt;
    expect(closedAfter).toBeGreaterThan(1_500);
    expect(closedAfter).toBeLessThan(4_500);

    await seeText(connectionState(), 'Status: Connected as Henesys Fan');
    expect(await textOf(connectionCard().locator('.discord-avatar'))).toBe('H');
    await seeText(connectionMessage(), MESSAGES.discordConnected);
    expect(await connectionCard().getByRole('button', { name: 'Disconnect' }).isVisible()).toBe(true);
    // Linked by the exchange itself (the popup carried the session): one exchange, no confirming connect.
    expect(apiCalls.filter((entry) => / POST /.test(entry))).toEqual(['popup POST /api/discord/exchange']);
    // The settings page asked for Discord's address by POST: the session token was in no address.
    expect(requestedUrls.filter((url) => url.includes(member))).toEqual([]);
    expect((await call('GET', '/api/discord/connection', member)).body).toEqual({
      success: true,
      connected: true,
      username: 'Henesys Fan',
      id: system.discord.user.id,
      avatar: null,
    });
  });

  it('claims the Early Supporter role once eligible: first the join-the-server message, then the role', async () => {
    const discordId = system.discord.user.id;
    system.discord.guildMembers.delete(discordId);
    const submitted = await call('POST', '/api/user/donations/submit', member, {
      packageId: 'gold',
      paymentMethod: 'paypal',
      characterName: 'MapleHero',
    });
    expect(submitted.status).toBeLessThan(300);
    const completed = await call('PUT', `/api/donations/${submitted.body.donation.id}/status`, admin, {
      status: 'completed',
    });
    expect(completed.status).toBe(200);
    expect((await call('GET', '/api/discord/role-status', member)).body).toMatchObject({
      isEligible: true,
      roleAssigned: false,
    });

    // The page still shows the old state until Refresh status, whose spinner stays at least 500 ms.
    expect(await textOf(supporterCard().locator('#early-supporter-eligibility'))).toBe('Eligibility: Not eligible');
    const refresh = connectionCard().getByRole('button', { name: /^(Refresh status|Refreshing\.\.\.)$/ });
    const clickedAt = Date.now();
    await refresh.click();
    await seeText(refresh, 'Refreshing...');
    await seeText(refresh, 'Refresh status');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    await seeText(supporterCard().locator('#early-supporter-eligibility'), 'Eligibility: Eligible');
    await seeText(supporterCard().locator('#early-supporter-assignment'), 'Role: Not assigned');
    await seeText(supporterCard().locator('#early-supporter-hint'), MESSAGES.roleEligible);
    expect(await claimButton().isEnabled()).toBe(true);

    await claimButton().click();
    const message = supporterCard().locator('.settings-message');
    await seeText(message, 'You need to join our Discord server before claiming the role Join our Discord server');
    expect(await message.getByRole('link', { name: 'Join our Discord server' }).getAttribute('href')).toBe(
      'https://discord.gg/henesys',
    );
    expect(system.discord.rolesOf(discordId)).toEqual([]);

    system.discord.guildMembers.add(discordId);
    await claimButton().click();
    await seeText(message, MESSAGES.roleAssigned);
    await seeText(supporterCard().locator('#early-supporter-assignment'), 'Role: Assigned');
    await seeText(claimButton(), 'Role claimed');
    expect(await claimButton().isDisabled()).toBe(true);
    expect(system.discord.rolesOf(discordId)).toEqual([EARLY_SUPPORTER_ROLE]);
    expect((await call('GET', '/api/discord/role-status', member)).body).toMatchObject({
      isEligible: true,
      roleAssigned: true,
    });
  });

  it('refuses a replayed callback on a page of its own, stays there, and returns to the account on request', async () => {
    expect(usedCallbackUrl).toMatch(/\/api\/discord\/callback\?code=\w+&state=[\w-]+$/);
    const replay = await context.newPage();
    watch(replay, 'replay');
    await replay.goto(usedCallbackUrl);
    await seeText(heading(replay), 'Connection Failed');
    expect(await textOf(replay.getByRole('alert').filter({ hasText: 'Discord' }))).toBe(MESSAGES.discordStateInvalid);
    // Not a popup and not a success: no close, no redirect after the 3 s.
    await replay.waitForTimeout(3_400);
    expect(replay.isClosed()).toBe(false);
    expect(new URL(replay.url()).pathname).toBe('/api/discord/callback');

    await replay.getByRole('button', { name: 'Return to Account' }).click();
    await eventually(async () => expect(new URL(replay.url()).pathname).toBe('/dashboard/account'));
    await seeText(
      replay.getByRole('region', { name: 'Discord Connection', exact: true }).locator('#discord-connection-state'),
      'Status: Connected as Henesys Fan',
    );
    await replay.close();
  });

  it('disconnects after the current password, asked for inline (nothing sent without it), and the claim needs the connection again', async () => {
    await connectionCard().getByRole('button', { name: 'Disconnect' }).click();
    const prompt = connectionCard().getByRole('form', { name: 'Disconnect Discord' });
    const password = prompt.getByLabel('Current password');
    await eventually(async () =>
      expect(await password.evaluate((input) => input === document.activeElement)).toBe(true),
    );
    expect(await prompt.getByLabel('6-digit code').count()).toBe(0);
    apiCalls.length = 0;
    await prompt.getByRole('button', { name: 'Disconnect Discord' }).click();
    await seeText(prompt.locator('.form__error'), MESSAGES.currentPasswordRequired);
    expect(apiCalls).toEqual([]);

    await password.fill('not-my-password');
    await prompt.getByRole('button', { name: 'Disconnect Discord' }).click();
    await seeText(connectionMessage(), MESSAGES.currentPasswordWrong);
    expect((await call('GET', '/api/discord/connection', member)).body.connected).toBe(true);

    await password.fill('member1234');
    await prompt.getByRole('button', { name: 'Disconnect Discord' }).click();
    await seeText(connectionState(), 'Status: Not connected');
    expect(await prompt.count()).toBe(0);
    await seeText(connectionMessage(), MESSAGES.discordDisconnected);
    expect(await connectionCard().locator('.discord-avatar').count()).toBe(0);
    expect((await call('GET', '/api/discord/connection', member)).body.connected).toBe(false);
    // The role stays granted; the card says so and offers no claim.
    await seeText(supporterCard().locator('#early-supporter-assignment'), 'Role: Assigned');
    expect(await claimButton().isDisabled()).toBe(true);
  });

  it('shows why when the player cancels on Discord, and the popup still closes', async () => {
    const popup = await openPopup();
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await seeText(heading(popup), 'Connection Failed');
    expect(await textOf(popup.getByRole('alert').filter({ hasText: 'Discord' }))).toBe(
      'Discord authentication failed. The authorization was cancelled.',
    );
    await seeText(connectionMessage(), 'Discord authentication failed. The authorization was cancelled.');
    await popup.waitForEvent('close', { timeout: 6_000 });
    await seeText(connectionState(), 'Status: Not connected');
  });

  it('connects on a page of its own (no popup) and goes to the account settings after 3 s', async () => {
    const own = await context.newPage();
    watch(own, 'own');
    await own.goto(`${system.baseUrl}/api/discord/auth?client_token=${member}`);
    await own.getByRole('button', { name: 'Authorize' }).click();
    await seeText(heading(own), 'Connected!');
    const connectedAt = Date.now();
    await seeText(own.locator('.discord-callback .meta'), /^Taking you to your account in [1-3] seconds?\.\.\.$/);
    await own.waitForURL(`${system.baseUrl}/dashboard/account`, { timeout: 6_000 });
    expect(Date.now() - connectedAt).toBeGreaterThan(1_500);
    await seeText(
      own.getByRole('region', { name: 'Discord Connection', exact: true }).locator('#discord-connection-state'),
      'Status: Connected as Henesys Fan',
    );
    await own.close();

    await call('POST', '/api/discord/disconnect', member);
  });
});
