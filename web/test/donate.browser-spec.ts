import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@henesys/contracts';
import { WORKSPACE_ROOT } from '@henesys/runner';
import { BrowserPages, eventually, FakeRateApi, launchBrowser, seeText, TestSystem, textOf } from '@henesys/testing';
import type { Browser, Locator, Page } from 'playwright-core';

/**
 * Donating in Chromium against the real system (SPEC §2 /donate and the dashboard's donation list,
 * §4 donate flow and donation status, §5, §8, §9): a Gold Founder Pack paid in BTC with its payment
 * panel, the transaction code on the dashboard, a gift card NX donation cancelled, the pagination,
 * the pending warning and the 'Limit Reached' block. A local server stands in for the rate API.
 * Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(60_000);

const MEMBER = { username: 'member', password: 'member1234' };
const BTC_WALLET = 'bc1qdonatewebtestwallet';
const WALLETS = `BTC:${BTC_WALLET},ETH:0xWebEth,USDT:0xWebUsdt,USDC:0xWebUsdc,LTC:ltc1qwebtest,BNB:0xWebBnb`;
const BTC_HASH = 'a'.repeat(64);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const SCREENSHOT = join(WORKSPACE_ROOT, 'docs', 'screenshots', 'donate.png');
const GIFT_CARD = {
  GIFT_CARD_STORE: 'Amazon.com gift card (USD)',
  GIFT_CARD_STORE_URL: 'https://www.amazon.com/gift-cards',
};
const GIFT_CARD_LINE = 'Gift card we accept: Amazon.com gift card (USD) · Where to buy';

type AxeResult = {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }>;
};

describe('donate page and donation list (browser)', () => {
  const rateApi = new FakeRateApi();
  let system: TestSystem;
  let browser: Browser;
  let token: string;
  let pages: BrowserPages;

  beforeAll(async () => {
    const rateApiUrl = await rateApi.start();
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'donate_web',
        processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
        env: { RATE_LIMIT_LOGIN: '1000/60' },
        envFor: {
          donations: { RATE_API_URL: rateApiUrl, CRYPTO_WALLETS: WALLETS },
          gateway: GIFT_CARD,
        },
      }),
      launchBrowser(),
    ]);
    pages = new BrowserPages(browser, system.baseUrl);
    const login = await call('POST', '/api/auth/login', MEMBER);
    expect(login.status).toBe(200);
    token = login.body.token;
  }, 120_000);

  afterEach(async () => {
    expect(await pages.closeAll()).toEqual([]);
    expect(system.unexpectedExits).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    await rateApi.stop();
  });

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, bearer?: string) {
    const response = await system.fetch(path, {
      method,
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** A page of its own context, logged in (with the member's token unless another is given), at `path`. */
  function open(
    path: string,
    options: { bypassCSP?: boolean; viewport?: { width: number; height: number }; token?: string } = {},
  ): Promise<Page> {
    return pages.open(path, {
      token,
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
      timeoutMs: 10_000,
      errorLabel: path,
      ...options,
    });
  }

  /** The text as read out (CSS may show some labels in capitals). */
  const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const donations = (page: Page) => region(page, 'Donations');
  const items = (page: Page) =>
    donations(page)
      .getByRole('list', { name: /donations, page \d+ of \d+$/ })
      .locator(':scope > li');
  const item = (page: Page, packageName: string) =>
    items(page).filter({ has: page.getByRole('heading', { name: packageName, exact: true }) });
  const filter = (page: Page, name: string) =>
    donations(page)
      .getByRole('group', { name: 'Filter donations by status' })
      .getByRole('button', { name, exact: true });
  const headings = async (page: Page) =>
    (await items(page).getByRole('heading').allInnerTexts()).map((name) => name.trim());

  it('shows every Founder Pack reward and both guides, checks the form, and shows the BTC payment panel after a submit', async () => {
    const page = await open('/donate', { bypassCSP: true });
    const packs = region(page, 'Founder Packs');
    await seeText(packs.getByText('Available for 2 weeks only'), 'Available for 2 weeks only');
    // Nothing pending yet: no banner.
    expect(await page.getByRole('region', { name: /Pending donations|Limit Reached/ }).count()).toBe(0);

    // The catalogue, every reward of a tier, popular on gold only.
    expect(await packs.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Bronze Founder Pack',
      'Silver Founder Pack',
      'Gold Founder Pack',
      'Platinum Founder Pack',
      'Diamond Founder Pack',
    ]);
    expect(
      await packs.getByRole('list', { name: 'Gold Founder Pack rewards' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([
      '35 000 Prepaid NX',
      '100 000 meso to start with',
      '250 White Potions',
      '250 Mana Elixirs',
      '10 Town Return Scrolls',
      '30-day Founder Medal (cash item): +3 all stats',
      'Early Supporter role on our Discord (optional)',
    ]);
    const diamond = await textOf(packs.getByRole('list', { name: 'Diamond Founder Pack rewards' }));
    expect(diamond).toContain('+4 all stats, +5 speed, +3 jump');
    expect(diamond).toContain('2 exclusive permanent pets (untradeable)');
    expect(diamond).toContain('Rich role on our Discord (optional)');
    expect(await packs.locator('.pack__ribbon').allTextContents()).toEqual(['Popular']);
    expect(await packs.locator('.pack--popular .pack__name').innerText()).toBe('Gold Founder Pack');
    expect(await region(page, 'Prepaid NX').getByRole('button').count()).toBe(12);

    // The guide tabs: crypto first; the gift card tab has the bonus and the no-refund rule.
    const guide = region(page, 'How to pay');
    expect(await guide.getByRole('tab', { name: 'Cryptocurrency' }).getAttribute('aria-selected')).toBe('true');
    await guide.getByRole('tab', { name: 'Gift card' }).click();
    const giftGuide = guide.getByRole('tabpanel', { name: 'Gift card' });
    expect(await textOf(giftGuide)).toMatch(
      /10% more NX.*No refunds for faulty codes: only the amount a code actually redeems is credited\./,
    );

    // No package yet: the spec's message, and nothing sent.
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/donations/submit')) submits.push(request.postData() ?? '');
    });
    const form = page.getByRole('form', { name: 'Payment' });
    await form.getByRole('button', { name: 'Donate', exact: true }).click();
    await seeText(form.getByRole('alert'), MESSAGES.selectPackage);

    // Gold, crypto, BTC by default; the character, one of the member's, checked on blur.
    await packs.getByRole('button', { name: 'Choose Gold Founder Pack' }).click();
    expect(await packs.getByRole('button', { name: 'Selected Gold Founder Pack' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await eventually(async () =>
      expect(await words(form.locator('#donate-summary'))).toBe('Selected Gold Founder Pack $35.00'),
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('donate-summary');
    expect(await form.getByRole('radio', { name: 'Cryptocurrency' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Coin').inputValue()).toBe('BTC');
    const character = form.getByLabel('Character', { exact: true });
    await character.focus();
    expect(await form.getByRole('alert').count()).toBe(0);
    await character.blur();
    await seeText(form.getByRole('alert'), MESSAGES.characterNameRequired);
    expect(await character.getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Donate $35.00' }).click();
    await seeText(form.getByRole('alert'), MESSAGES.characterNameRequired);
    expect(submits).toEqual([]);
    await character.selectOption('MapleHero');
    expect(await form.getByRole('alert').count()).toBe(0);

    // A failure without a message from the server: SPEC §8's words.
    await page.route('**/api/user/donations/submit', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await form.getByRole('button', { name: 'Donate $35.00' }).click();
    await seeText(form.getByRole('alert'), 'Failed to process your donation. Please try again later.');
    await page.unroute('**/api/user/donations/submit');

    // The details fail once (SPEC §8 message, with a retry), then come.
    let detailCalls = 0;
    await page.route('**/api/crypto-payments/**', (route) => {
      detailCalls += 1;
      return detailCalls === 1
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' })
        : route.fallback();
    });
    await form.getByRole('button', { name: 'Donate $35.00' }).click();
    const result = region(page, MESSAGES.donationSubmitted);
    await seeText(
      result.locator('.donate-result__summary'),
      /^Gold Founder Pack · \$35\.00 · for MapleHero · request #\d+$/,
    );
    const gold = {
      packageId: 'gold',
      packageName: 'Gold Founder Pack',
      amount: 35,
      paymentMethod: 'crypto-BTC',
      characterName: 'MapleHero',
    };
    expect(submits.map((body) => JSON.parse(body))).toEqual([gold, gold]);
    await seeText(result.getByRole('alert'), 'Failed to fetch payment details. Please try again or contact support.');
    await result.getByRole('button', { name: 'Try again' }).click();

    // The payment panel: QR code (a PNG data URL), wallet, amount and the live rate.
    const qr = result.getByRole('img', { name: /^QR code: send 0\.00070000 BTC to / });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await seeText(result.locator('.crypto-payment__address'), BTC_WALLET);
    await seeText(result.locator('.crypto-payment__amount'), '0.00070000 BTC');
    expect(await textOf(result.locator('.crypto-payment__facts'))).toContain('1 BTC = $50,000.00');
    expect(await result.locator('.crypto-payment__note').count()).toBe(0);

    // Copy: 'Copied!' for 2 s, and the clipboard holds the address.
    const addressRow = result.locator('.crypto-payment__fact', { hasText: 'Wallet address' });
    const clickedAt = Date.now();
    await addressRow.getByRole('button', { name: 'Copy address' }).click();
    await seeText(addressRow.getByRole('status'), 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BTC_WALLET);
    await eventually(async () => expect(await addressRow.getByRole('status').innerText()).toBe(''), 5_000);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_900);

    // Then the transaction id goes in on the dashboard.
    expect(await result.getByRole('link', { name: 'your dashboard' }).getAttribute('href')).toBe('/dashboard');

    // No serious or critical accessibility problem on the page with the panel open.
    await page.addScriptTag({ content: readFileSync(require.resolve('axe-core'), 'utf8') });
    const axe = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
        document,
        { resultTypes: ['violations'] },
      ),
    )) as AxeResult;
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`),
    ).toEqual([]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    mkdirSync(join(WORKSPACE_ROOT, 'docs', 'screenshots'), { recursive: true });
    // The screenshot: the crypto guide next to the payment panel, taken from the top (the header is fixed).
    await guide.getByRole('tab', { name: 'Cryptocurrency' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(
      (await page.screenshot({ path: SCREENSHOT, fullPage: true, animations: 'disabled' })).length,
    ).toBeGreaterThan(50_000);
  });

  it("offers the member's characters, names the gift card, and opens the guide of the chosen method, at desktop and phone widths", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/donate');
      await page.setViewportSize(viewport);
      const form = page.getByRole('form', { name: 'Payment' });
      const guide = region(page, 'How to pay');
      const selectedTab = async () => (await guide.getByRole('tab', { selected: true }).innerText()).trim();

      // The Founder Pack's character is one of the member's, with level and job; nothing is typed.
      await region(page, 'Founder Packs').getByRole('button', { name: 'Choose Gold Founder Pack' }).click();
      const character = form.getByLabel('Character', { exact: true });
      await eventually(async () => expect(await character.locator('option').count()).toBe(4));
      const options = await character.locator('option').allInnerTexts();
      expect(options[0]).toBe('Choose a character');
      expect(
        options
          .slice(1)
          .map((option) => option.split(' · ')[0])
          .sort(),
      ).toEqual(['LilBandit', 'MapleHero', 'Shroomie']);
      expect(options).toContainEqual(expect.stringMatching(/^MapleHero · Lv\. 124 \S/));
      expect(await form.getByRole('textbox').count()).toBe(0);

      // The guide follows the method picked in the form, and the gift card path names the card.
      expect(await selectedTab()).toBe('Cryptocurrency');
      expect(await form.locator('.donate-gift-card').count()).toBe(0);
      await form.getByText('Gift card', { exact: true }).click();
      await eventually(async () => expect(await selectedTab()).toBe('Gift card'));
      await seeText(form.locator('.donate-gift-card'), GIFT_CARD_LINE);
      expect(await form.getByRole('link', { name: 'Where to buy' }).getAttribute('href')).toBe(
        GIFT_CARD.GIFT_CARD_STORE_URL,
      );
      expect(await textOf(guide.getByRole('tabpanel', { name: 'Gift card' }))).toContain(GIFT_CARD_LINE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await form.getByText('Cryptocurrency', { exact: true }).click();
      await eventually(async () => expect(await selectedTab()).toBe('Cryptocurrency'));
      await page.close();
    }
  });

  it('explains that a Founder Pack needs a character created in game first, and keeps its submit off', async () => {
    const username = `nochar${Date.now() % 100_000}`;
    const password = 'nochar1234';
    expect(
      (
        await call('POST', '/api/auth/register', {
          username,
          email: `${username}@example.com`,
          password,
          birthday: '1998-03-03',
        })
      ).status,
    ).toBe(201);
    const login = await call('POST', '/api/auth/login', { username, password });
    const page = await open('/donate', { token: login.body.token, viewport: PHONE });
    const form = page.getByRole('form', { name: 'Payment' });
    await region(page, 'Founder Packs').getByRole('button', { name: 'Choose Bronze Founder Pack' }).click();
    await seeText(
      form.locator('.donate-form__note--problem'),
      "You have no characters yet. Create one in game first: a Founder Pack's items go to one of your characters.",
    );
    expect(await form.getByRole('button', { name: 'Donate $10.00' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // NX needs no character.
    await region(page, 'Prepaid NX')
      .getByRole('button', { name: /^5 000 NX / })
      .click();
    expect(await form.getByRole('button', { name: 'Donate $5.00' }).isEnabled()).toBe(true);
  });

  it('lists the donation as pending on the dashboard, shows its crypto details, and takes its transaction code', async () => {
    const page = await open('/dashboard');
    const gold = item(page, 'Gold Founder Pack');
    await seeText(gold.locator('.donation__status'), 'Status: Pending');
    // The labels are shown in capitals (CSS); the values as they are.
    expect(await textOf(gold.locator('.donation__facts'))).toMatch(
      /^AMOUNT \$35\.00 PAYMENT BTC CHARACTER MapleHero REQUESTED \w{3} \d{1,2}, \d{4}, .+ REQUEST #\d+$/,
    );
    expect(await gold.locator('.coin').getAttribute('class')).toBe('coin coin--btc');

    // Crypto details: shown on demand, from the server; a failure is SPEC §8's alert with the server's reason.
    await page.route(
      '**/api/crypto-payments/**',
      (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Rates are unavailable"}' }),
      { times: 1 },
    );
    const toggle = gold.getByRole('button', { name: 'Show crypto details' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await seeText(gold.getByRole('alert'), 'Error retrieving crypto payment details: Rates are unavailable');
    await gold.getByRole('button', { name: 'Try again' }).click();
    const qr = gold.getByRole('img', { name: /^QR code: send 0\.00070000 BTC to / });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await seeText(gold.locator('.crypto-payment__address'), BTC_WALLET);
    await gold.getByRole('button', { name: 'Hide crypto details' }).click();
    expect(await qr.count()).toBe(0);

    // A code of the wrong shape is refused here, with the server's words, without a call.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(new URL(request.url()).pathname);
    });
    const code = gold.getByLabel('Transaction ID (hash)');
    await code.fill('not-a-hash');
    await gold.getByRole('button', { name: 'Submit code' }).click();
    await seeText(gold.getByRole('alert'), MESSAGES.transactionCodeShape);
    expect(patches).toEqual([]);
    expect(await gold.locator('.donation__code-badge').count()).toBe(0);

    await code.fill(BTC_HASH);
    await gold.getByRole('button', { name: 'Submit code' }).click();
    const badge = gold.locator('.donation__code-badge');
    await seeText(badge, '✓ Code Submitted');
    expect(await badge.getAttribute('class')).toContain('donation__code-badge--fresh');
    expect(patches).toEqual([expect.stringMatching(/^\/api\/user\/donations\/\d+\/transaction-code$/)]);
    expect(await gold.getByLabel('Transaction ID (hash)').count()).toBe(0);
    await seeText(gold.locator('.donation__code'), `Transaction code: ${BTC_HASH}`);
    await seeText(donations(page).getByRole('status').first(), MESSAGES.transactionCodeSubmitted);

    // After 3 s the highlight goes, the badge stays (and stays after a reload: it is the server's record).
    await eventually(async () => expect(await badge.getAttribute('class')).toBe('donation__code-badge'), 5_000);
    await page.reload();
    await seeText(item(page, 'Gold Founder Pack').locator('.donation__code-badge'), '✓ Code Submitted');
    expect(await item(page, 'Gold Founder Pack').getByRole('button', { name: 'Show crypto details' }).count()).toBe(1);
  });

  it('submits gift card NX with the bonus, warns at 2 pending, and cancels it (confirmed) so it shows as cancelled under All only', async () => {
    const page = await open('/donate');
    const form = page.getByRole('form', { name: 'Payment' });
    await form.getByRole('radio', { name: 'Gift card' }).check();
    expect(await form.getByLabel('Coin').count()).toBe(0);
    const nx = region(page, 'Prepaid NX');
    await seeText(nx.getByRole('button', { name: /^25 000 NX \$25/ }), '25 000 NX $25.00 27 500 NX by gift card');
    await nx.getByRole('button', { name: /^25 000 NX \$25/ }).click();
    await eventually(async () =>
      expect(await words(form.locator('#donate-summary'))).toBe(
        'Selected 25 000 NX $25.00 You receive 27 500 NX with the gift card bonus.',
      ),
    );
    expect(await form.getByLabel('Character', { exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: 'Donate $25.00' }).click();

    const result = region(page, MESSAGES.donationSubmitted);
    await seeText(
      result.locator('.donate-result__next p').first(),
      'Buy a gift card worth $25.00, then submit its code on your dashboard, under Donations.',
    );
    await seeText(result.locator('.donate-gift-card'), GIFT_CARD_LINE);
    expect(await result.getByRole('img').count()).toBe(0);
    // Two pending now: the warning, packs still open.
    const warning = region(page, 'Pending donations');
    await seeText(
      warning.locator('p'),
      'You have 2 pending donations. You can submit one more before reaching the limit of 3: complete or cancel pending donations on your dashboard.',
    );
    expect(
      await region(page, 'Founder Packs').getByRole('button', { name: 'Choose Gold Founder Pack' }).isEnabled(),
    ).toBe(true);

    await page.goto('/dashboard');
    const card = item(page, '25 000 NX');
    await seeText(card.locator('.donation__status'), 'Status: Pending');
    expect(await card.locator('.coin').innerText()).toBe('Gift card');
    expect(await card.getByRole('button', { name: /crypto details/ }).count()).toBe(0);
    expect(await card.getByLabel('Gift card code').count()).toBe(1);

    // Cancel asks first; 'Keep it' changes nothing.
    await card.getByRole('button', { name: 'Cancel donation' }).click();
    const confirm = card.getByRole('group', { name: 'Cancel this donation?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(await confirm.count()).toBe(0);
    expect(await textOf(card.locator('.donation__status'))).toBe('Status: Pending');
    await card.getByRole('button', { name: 'Cancel donation' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await seeText(card.locator('.donation__status'), 'Status: Cancelled');
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await headings(page)).toEqual(['25 000 NX', 'Gold Founder Pack']);

    await filter(page, 'Pending').click();
    expect(await filter(page, 'Pending').getAttribute('aria-pressed')).toBe('true');
    await eventually(async () => expect(await headings(page)).toEqual(['Gold Founder Pack']));
    await filter(page, 'Completed').click();
    await seeText(donations(page).getByText('No donation requests found.'), 'No donation requests found.');
    await filter(page, 'All').click();
    await eventually(async () => expect(await headings(page)).toEqual(['25 000 NX', 'Gold Founder Pack']));
  });

  it('pages the list 5 at a time, and blocks /donate with Limit Reached at 3 pending donations', async () => {
    // Four more, cancelled: 6 donations in all, 2 pages.
    for (const packageId of ['nx5', 'nx10', 'nx15', 'nx20']) {
      const { body } = await call('POST', '/api/user/donations/submit', { packageId, paymentMethod: 'paypal' }, token);
      expect((await call('PATCH', `/api/user/donations/${body.donation.id}/cancel`, undefined, token)).status).toBe(
        200,
      );
    }
    const page = await open('/dashboard');
    const pages = donations(page).getByRole('navigation', { name: 'Donation pages' });
    await eventually(async () =>
      expect(await headings(page)).toEqual(['20 000 NX', '15 000 NX', '10 000 NX', '5 000 NX', '25 000 NX']),
    );
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts()).toEqual(['1', '2']);
    expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Last' }).click();
    await eventually(async () => expect(await headings(page)).toEqual(['Gold Founder Pack']));
    expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'First' }).click();
    await eventually(async () => expect(await headings(page)).toHaveLength(5));

    // Two more pending: three with the Gold one.
    for (const packageId of ['nx30', 'nx35'])
      expect(
        (await call('POST', '/api/user/donations/submit', { packageId, paymentMethod: 'paypal' }, token)).status,
      ).toBe(201);
    await page.goto('/donate');
    const banner = region(page, 'Limit Reached');
    await seeText(banner.locator('p'), MESSAGES.pendingLimit);
    const packButtons = region(page, 'Founder Packs').getByRole('button');
    await eventually(async () => expect(await packButtons.allInnerTexts()).toEqual(Array(5).fill('Limit Reached')));
    for (const button of await packButtons.all()) expect(await button.isDisabled()).toBe(true);
    for (const button of await region(page, 'Prepaid NX').getByRole('button').all())
      expect(await button.isDisabled()).toBe(true);
    const submit = page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: 'Limit Reached' });
    expect(await submit.isDisabled()).toBe(true);
    expect(
      await page.getByRole('form', { name: 'Payment' }).getByRole('radio', { name: 'Gift card' }).isDisabled(),
    ).toBe(true);

    // At phone width (SPEC §9: one column at 600 px and less) nothing sticks out sideways, here or on the dashboard.
    for (const path of ['/donate', '/dashboard']) {
      const phone = await open(path, { viewport: PHONE });
      await (path === '/donate' ? region(phone, 'Limit Reached') : items(phone).first()).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
