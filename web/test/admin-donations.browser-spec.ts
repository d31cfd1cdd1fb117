import {
  BrowserPages,
  eventually,
  launchBrowser,
  SESSION_TOKEN_KEY,
  seeText,
  tableFit,
  TestSystem,
  textOf,
} from '@henesys/testing';
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';

/**
 * The Donations Manager in Chromium against the real system (SPEC §2 /dashboard/admin/donations, §4,
 * §7, §8, §9): the list with every field, paging, filtering, status changes with the server's toasts,
 * reward delivery reaching the player's dashboard, the audit trail, copying codes, the card view on a
 * phone, the admin guard and the load errors. Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(30_000);

const PAGE = '/dashboard/admin/donations';
const GIFT_CODE = 'GIFT-CARD-2025-0001';
const BTC_CODE = 'a'.repeat(8) + 'b7c4d1e09f3a6b28'.repeat(3) + '0123456789abcdef'.slice(0, 8);
const LOAD_503 = 'Failed to load donation requests (503). Please try again later.';
const LIST_CALL = /\/api\/donations\?/;

interface Created {
  nx: number;
  gold: number;
  pending: number;
  cancelled: number;
  filler: number[];
}

describe('donations manager (browser)', () => {
  let system: TestSystem;
  let browser: Browser;
  let db: Client;
  let admin: string;
  let member: string;
  let ids: Created;
  let pages: BrowserPages;

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await system.fetch(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  async function login(username: string, password: string): Promise<string> {
    const answer = await call('POST', '/api/auth/login', undefined, { username, password });
    expect(answer.status).toBe(200);
    return answer.body.token as string;
  }

  async function submit(request: object, code?: string): Promise<number> {
    const answer = await call('POST', '/api/user/donations/submit', member, request);
    expect(answer.status).toBeLessThan(300);
    const id = answer.body.donation.id as number;
    if (code)
      expect(
        (await call('PATCH', `/api/user/donations/${id}/transaction-code`, member, { transactionCode: code })).status,
      ).toBe(200);
    return id;
  }

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      TestSystem.start({
        label: 'admin_donations_web',
        processes: ['auth', 'accounts', 'donations', 'worker', 'gateway'],
        env: { RATE_LIMIT_LOGIN: '1000/60', RPC_TIMEOUT_MS: '8000' },
        envFor: {
          donations: { DELIVERY_WAIT_MS: '5000' },
          accounts: { PENDING_NX_SWEEP_SECONDS: '1', GAME_OFFLINE_CONFIRM_SECONDS: '1' },
        },
      }),
      launchBrowser(),
    ]);
    pages = new BrowserPages(browser, system.baseUrl);
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    [admin, member] = await Promise.all([login('admin', 'admin1234'), login('member', 'member1234')]);

    // Eight older, rejected donations of another player: a second page, and nothing in 'Pending'.
    const { rows: filler } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, amount_usd, payment_method, status, created_at)
       SELECT 999000, 'oldplayer', 'old@example.com', 'nx5', '5 000 NX', false, 5, 'crypto-ETH', 'rejected', now() - interval '2 days' - n * interval '1 minute'
       FROM generate_series(1, 8) AS n RETURNING id`,
    );
    // Cancelled first: at most 3 may be pending at once.
    const cancelled = await submit({ packageId: 'nx15', paymentMethod: 'crypto-LTC' });
    expect((await call('PATCH', `/api/user/donations/${cancelled}/cancel`, member)).status).toBe(200);
    const nx = await submit({ packageId: 'nx10', paymentMethod: 'paypal' }, GIFT_CODE);
    const gold = await submit({ packageId: 'gold', paymentMethod: 'crypto-BTC', characterName: 'MapleHero' }, BTC_CODE);
    const pending = await submit({ packageId: 'nx5', paymentMethod: 'crypto-ETH' });
    ids = { nx, gold, pending, cancelled, filler: filler.map((row) => row.id as number) };
  }, 120_000);

  afterEach(async () => {
    expect(await pages.closeAll()).toEqual([]);
    expect(system.unexpectedExits).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await system?.stop();
  });

  /** A page of its own context, logged in by the stored token, at `path`; `listCalls` counts GET /api/donations. */
  async function openAs(
    token: string,
    path: string,
    options: { width?: number; clipboard?: boolean } = {},
  ): Promise<{ page: Page; listCalls: () => number }> {
    let calls = 0;
    const page = await pages.open(path, {
      token,
      viewport: { width: options.width ?? 1280, height: 900 },
      permissions: options.clipboard ? ['clipboard-read', 'clipboard-write'] : [],
      // Generous: the first page load of a busy machine (lazy chunks, profile check, list) can take a while.
      timeoutMs: 15_000,
      prepare: async (context) =>
        context.on('request', (request) => {
          if (LIST_CALL.test(request.url())) calls += 1;
        }),
    });
    return { page, listCalls: () => calls };
  }

  const row = (page: Page, id: number) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${id}`, exact: true }) });
  const rowIds = async (page: Page) =>
    (await page.getByRole('rowheader').allInnerTexts()).map((label) => Number(label.replace('#', '')));
  const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
  const errors = (page: Page) => page.getByRole('alert', { name: 'Errors' });
  const seeToast = (region: Locator, message: string) =>
    region.getByText(message, { exact: true }).waitFor({ state: 'visible' });
  const pageLabel = (page: Page) =>
    page.getByRole('navigation', { name: 'Donation pages' }).locator('.dm-pagination__label');

  /** How long (ms) a toast with `message` stays, from when it is first seen until it is gone. */
  async function toastLifetime(region: Locator, message: string): Promise<number> {
    const toast = region.getByText(message, { exact: true });
    await toast.waitFor({ state: 'visible' });
    const shown = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 6_000 });
    return Date.now() - shown;
  }

  /** Chooses `status` (and notes) for a donation and presses Update; resolves with the PUT's body. */
  async function changeStatus(page: Page, id: number, status: string, notes?: string): Promise<unknown> {
    await page.getByLabel(`New status for donation #${id}`, { exact: true }).selectOption(status);
    if (notes !== undefined) await page.getByLabel(`Notes for donation #${id} (optional)`, { exact: true }).fill(notes);
    const [request] = await Promise.all([
      page.waitForRequest(
        (candidate) => candidate.method() === 'PUT' && candidate.url().endsWith(`/api/donations/${id}/status`),
      ),
      page.getByRole('button', { name: `Update donation #${id}`, exact: true }).click(),
    ]);
    return request.postDataJSON();
  }

  it('lists every donation with its fields, newest first, ten to a page', async () => {
    const { page } = await openAs(admin, PAGE);
    const table = page.getByRole('table', { name: 'Donation requests' });
    await seeText(row(page, ids.nx), new RegExp(`^#${ids.nx} `));
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(
      ['ID', 'Date', 'Player', 'Package', 'Payment', 'Transaction code', 'Status', 'Delivery'].map((name) =>
        name.toUpperCase(),
      ),
    );
    expect(await rowIds(page)).toEqual([ids.pending, ids.gold, ids.nx, ids.cancelled, ...ids.filler.slice(0, 6)]);
    await seeText(page.getByText(/^\d+ requests$/), '12 requests');

    const cells = async (id: number) =>
      (await row(page, id).getByRole('cell').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim());
    const nx = await cells(ids.nx);
    expect(nx[0]).toMatch(/\d{4}/); // the date
    expect(nx.slice(1, 4)).toEqual(['member member@henesys.local', '10 000 NX nx10', '$10.00 Gift card']);
    expect(nx[4]).toBe(GIFT_CODE);
    // The pill (upper case by CSS), the labelled dropdown, the audit trail.
    expect(nx[5]).toBe(
      `PENDING New status for donation #${ids.nx} Pending Approved Rejected Completed No status changes yet`,
    );
    expect(nx[6]).toBe('Not delivered');
    // A Founder Pack names the character it goes to under the package.
    const gold = await cells(ids.gold);
    expect(gold.slice(2, 4)).toEqual(['Gold Founder Pack gold for MapleHero', '$35.00 BTC']);
    expect(await row(page, ids.gold).locator('.dm-coin').getAttribute('class')).toContain('dm-coin--btc');
    expect(await row(page, ids.pending).locator('.dm-coin').getAttribute('class')).toContain('dm-coin--eth');

    // A donation the player cancelled: said so, and nothing to choose.
    expect((await cells(ids.cancelled))[5]).toBe('CANCELLED Cancelled by player No status changes yet');
    expect(await row(page, ids.cancelled).getByRole('combobox').count()).toBe(0);

    // Notes and Update appear once another status is chosen; Cancel puts the dropdown back.
    const update = page.getByRole('button', { name: `Update donation #${ids.pending}`, exact: true });
    const choice = page.getByLabel(`New status for donation #${ids.pending}`, { exact: true });
    expect(await update.count()).toBe(0);
    await choice.selectOption('approved');
    expect(await update.isEnabled()).toBe(true);
    await page
      .getByLabel(`Notes for donation #${ids.pending} (optional)`, { exact: true })
      .waitFor({ state: 'visible' });
    await page.getByRole('button', { name: `Cancel the change of donation #${ids.pending}`, exact: true }).click();
    await update.waitFor({ state: 'detached' });
    expect(await choice.inputValue()).toBe('pending');

    // Pages: 'Page x of y' with previous and next.
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await seeText(pageLabel(page), 'Page 1 of 2');
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await seeText(pageLabel(page), 'Page 2 of 2');
    await eventually(async () => expect(await rowIds(page)).toEqual(ids.filler.slice(6)));
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await eventually(async () => expect(await rowIds(page)).toHaveLength(10));
    await seeText(pageLabel(page), 'Page 1 of 2');
  });

  it('completes the gift-card NX donation: the server toast for 3 s, delivered, and audited', async () => {
    const { page } = await openAs(admin, PAGE);
    await seeText(row(page, ids.nx).locator('.dm-delivery__state'), 'Not delivered');
    const body = await changeStatus(page, ids.nx, 'completed', 'Gift card checked');
    expect(body).toEqual({ status: 'completed', adminNotes: 'Gift card checked' });

    const lifetime = toastLifetime(toasts(page), '11 000 NX Prepaid added to account (includes 10% bonus)');
    await seeText(row(page, ids.nx).locator('.dm-delivery__state'), 'Delivered');
    await seeText(row(page, ids.nx).locator('.dm-pill'), 'COMPLETED');
    const stayed = await lifetime;
    // 3 s: longer than the copy toast's 2 s (the time from showing to first seeing it is not counted).
    expect(stayed).toBeGreaterThan(2_200);
    expect(stayed).toBeLessThan(3_900);

    const audit = page.getByRole('button', { name: `Audit trail (1) of donation #${ids.nx}`, exact: true });
    expect(await audit.getAttribute('aria-expanded')).toBe('false');
    const entries = row(page, ids.nx).locator('.dm-audit__entry');
    expect(await entries.first().isVisible()).toBe(false);
    await audit.click();
    expect(await audit.getAttribute('aria-expanded')).toBe('true');
    await seeText(entries, /^admin Pending → Completed .*\d.*Gift card checked/);
    expect(await entries.count()).toBe(1);
  });

  it('shows the member the prepaid NX and the reward on the dashboard', async () => {
    const { page } = await openAs(member, '/dashboard');
    const balance = page.getByRole('region', { name: 'Balance', exact: true });
    // Granted at delivery, added once the game is seen logged out twice (1 s apart here): reload until it is.
    await eventually(async () => {
      await page.reload();
      await seeText(
        balance.locator('dl[aria-label="Balances"] .balance-list__row', { hasText: 'Prepaid Cash' }),
        'Prepaid Cash 11 000 NX',
        2_000,
      );
    }, 20_000);
    // The activity entry is written after the delivery: reload until it is there.
    await eventually(async () => {
      await page.reload();
      const rewards = page
        .getByRole('region', { name: 'Recent Activity' })
        .locator('.activity', { has: page.locator('.activity__type--reward') });
      expect(await textOf(rewards.first())).toMatch(/^Reward Reward delivered: 11 000 NX Prepaid /);
    });
    // Two waits of up to 20 s and 15 s (the offline guard's two looks, then the activity line): more than the file's 30 s.
  }, 60_000);

  it('completes the Founder Pack for MapleHero and copies transaction codes', async () => {
    const { page } = await openAs(admin, PAGE, { clipboard: true });
    await seeText(row(page, ids.gold).locator('.dm-pill'), 'PENDING');
    await changeStatus(page, ids.gold, 'completed');
    await seeToast(toasts(page), "Founder's Pack rewards sent to character MapleHero");
    await seeText(row(page, ids.gold).locator('.dm-delivery__state'), 'Delivered');

    const copy = page.getByRole('button', { name: `Copy transaction code of donation #${ids.gold}`, exact: true });
    await copy.click();
    const stayed = await toastLifetime(toasts(page), 'Transaction code copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BTC_CODE);
    expect(stayed).toBeGreaterThan(1_200);
    expect(stayed).toBeLessThan(2_800);

    // The clipboard refuses: the failure toast, as an alert.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await copy.click();
    await seeToast(errors(page), 'Failed to copy to clipboard');
  });

  it('narrows the list with the status filter', async () => {
    const { page } = await openAs(admin, PAGE);
    await seeText(row(page, ids.nx), new RegExp(`^#${ids.nx} `));
    const filter = page.getByLabel('Status', { exact: true });
    expect(await filter.locator('option').allInnerTexts()).toEqual([
      'All',
      'Pending',
      'Approved',
      'Rejected',
      'Completed',
    ]);
    await filter.selectOption('pending');
    await eventually(async () => expect(await rowIds(page)).toEqual([ids.pending]));
    await seeText(pageLabel(page), 'Page 1 of 1');
    await filter.selectOption('completed');
    await eventually(async () => expect(await rowIds(page)).toEqual([ids.gold, ids.nx]));
    await filter.selectOption('rejected');
    await eventually(async () => expect(await rowIds(page)).toEqual(ids.filler));
    await filter.selectOption('approved');
    await seeText(page.locator('.dm-empty'), 'No donation requests found.');
    expect(await page.getByRole('table').count()).toBe(0);
    await filter.selectOption('all');
    await eventually(async () => expect(await rowIds(page)).toHaveLength(10));
  });

  it('shows a failed delivery with its reason, and delivers on Retry once the cause is fixed', async () => {
    // A Founder Pack of the admin's own for a character that is not (or no longer) on the account.
    const character = 'RetryHero';
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method, transaction_code)
       SELECT id, username, email, 'bronze', 'Bronze Founder Pack', true, $1, 10, 'paypal', 'GIFT-RETRY-0001' FROM auth.users WHERE username = 'admin' RETURNING id`,
      [character],
    );
    const id = rows[0].id as number;
    const { page } = await openAs(admin, PAGE);
    await seeText(row(page, id).locator('.dm-delivery__state'), 'Not delivered');

    await changeStatus(page, id, 'completed');
    await seeToast(toasts(page), `Status updated but The character ${character} no longer exists on admin's account`);
    expect(await toasts(page).locator('.dm-toast--warning').count()).toBe(1);
    const delivery = row(page, id).locator('.dm-delivery');
    await seeText(delivery.locator('.dm-delivery__state'), 'Failed');
    await seeText(
      delivery.locator('.dm-delivery__reason'),
      `The character ${character} no longer exists on admin's account`,
    );

    await system.game.db.execute(
      "INSERT INTO characters (accountid, `name`) SELECT id, ? FROM accounts WHERE `name` = 'admin'",
      [character],
    );
    await page.getByRole('button', { name: `Retry delivery of donation #${id}`, exact: true }).click();
    await seeToast(toasts(page), `Founder's Pack rewards sent to character ${character}`);
    await seeText(delivery.locator('.dm-delivery__state'), 'Delivered');
    expect(await delivery.getByRole('button').count()).toBe(0);
  });

  it('shows cards at 375 px, and the table when asked for', async () => {
    const { page } = await openAs(admin, PAGE, { width: 375 });
    const card = page.getByRole('article', { name: `Donation #${ids.gold}` });
    await seeText(
      card.locator('dl'),
      /^PLAYER member member@henesys.local PACKAGE Gold Founder Pack gold CHARACTER MapleHero AMOUNT \$35.00 PAYMENT BTC TRANSACTION CODE a{8}[0-9a-f]{56} DELIVERY Delivered \S/,
    );
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cards view', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Cards fit the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Table view', exact: true }).click();
    await seeText(row(page, ids.gold), new RegExp(`^#${ids.gold} `));
    expect(await card.count()).toBe(0);
  });

  /** Fails the test if the page opens a browser dialog (confirm, alert): questions are asked in place. */
  function refuseDialogs(page: Page): string[] {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  it('finds donations by player, character, transaction code or id with the search', async () => {
    const { page } = await openAs(admin, PAGE);
    await seeText(row(page, ids.nx), new RegExp(`^#${ids.nx} `));
    const search = page.getByLabel('Search', { exact: true });
    const searched = (words: string) =>
      Promise.all([
        page.waitForResponse(
          (response) => LIST_CALL.test(response.url()) && new URL(response.url()).searchParams.get('search') === words,
        ),
        search.fill(words),
      ]);

    await searched('maplehero');
    await eventually(async () => expect(await rowIds(page)).toEqual([ids.gold]));
    await seeText(page.getByText(/^\d+ requests?$/), '1 request');
    await searched('card-2025');
    await eventually(async () => expect(await rowIds(page)).toEqual([ids.nx]));
    await searched('oldplayer');
    await eventually(async () => expect(await rowIds(page)).toEqual(ids.filler.slice(0, 8)));
    await searched(`#${ids.pending}`);
    await eventually(async () => expect(await rowIds(page)).toContain(ids.pending));
    await searched('nobody-at-all');
    await seeText(page.locator('.dm-empty'), 'No donation requests match "nobody-at-all".');
    await search.fill('');
    await eventually(async () => expect(await rowIds(page)).toHaveLength(10));
  });

  it('shows the Delivery column whole at 1280 px, without scrolling sideways', async () => {
    const { page } = await openAs(admin, PAGE);
    await seeText(row(page, ids.pending).locator('.dm-delivery__state'), 'Not delivered');
    // With a status change open in a row too (its select, notes and buttons take room).
    await page.getByLabel(`New status for donation #${ids.pending}`, { exact: true }).selectOption('rejected');
    const fits = (selector: string) =>
      page.locator(selector).evaluateAll((cells) =>
        cells.map((cell) => ({
          text: (cell as HTMLElement).innerText.trim(),
          fits: cell.scrollWidth <= cell.clientWidth,
        })),
      );
    for (const cell of [
      ...(await fits('.dm-table thead th:last-child')),
      ...(await fits('.dm-table tbody td.dm-col-delivery')),
      ...(await fits('.dm-delivery__state')),
    ]) {
      expect(cell).toEqual({ text: cell.text, fits: true });
    }
    const wrap = page.getByRole('region', { name: 'Donation requests table' });
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const header = await page.locator('.dm-table thead th:last-child').boundingBox();
    const box = await wrap.boundingBox();
    expect(header && box && header.x + header.width <= box.x + box.width + 1).toBe(true);
  });

  it('fits every column at 1280 px with real-length data: 40-character e-mails, 12-character names, long codes', async () => {
    // Players of 12-character names and 40-character e-mails, a Founder Pack for a 12-character character,
    // a 66-character ETH transaction hash and a gift card code; removed again at the end (other tests count rows).
    const players = ['Stormbreakr1', 'Nightwhisper', 'Frostbringer', 'Emberlightxx'];
    const email = (name: string) => `${name.toLowerCase()}.maplestory.fan.2025`.slice(0, 28) + '@example.com';
    expect(players.map((name) => [name.length, email(name).length])).toEqual(players.map(() => [12, 40]));
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method, status, transaction_code)
       SELECT 999100 + n, ($1::text[])[n], ($2::text[])[n], 'platinum', 'Platinum Founder Pack', true, ($1::text[])[n], 50,
              (ARRAY['crypto-ETH', 'paypal', 'crypto-USDT', 'crypto-BTC'])[n], (ARRAY['pending', 'approved', 'rejected', 'pending'])[n],
              (ARRAY['0x' || repeat('9f3a6b28', 8), 'GIFT-CARD-2025-LONG-0042', NULL, repeat('c0ffee42', 8)])[n]
       FROM generate_series(1, 4) AS n RETURNING id`,
      [players, players.map(email)],
    );
    const longIds = rows.map((entry) => entry.id as number);
    try {
      const { page } = await openAs(admin, PAGE);
      await seeText(row(page, longIds[0]), new RegExp(`^#${longIds[0]} `));
      await seeText(row(page, longIds[3]).locator('.dm-col-player'), `${players[3]} ${email(players[3])}`);
      // With a status change open (its select, notes and buttons take room).
      await page.getByLabel(`New status for donation #${longIds[0]}`, { exact: true }).selectOption('rejected');
      const fit = await tableFit(page.getByRole('region', { name: 'Donation requests table' }));
      expect(fit.problems).toEqual([]);
      expect(fit.headers.map((header) => header.text)).toContain('DELIVERY');
    } finally {
      await db.query('DELETE FROM donations.donations WHERE id = ANY($1)', [longIds]);
    }
  });

  it('keeps a row changed under a filter in view, with its new status, until Refresh', async () => {
    const { page } = await openAs(admin, PAGE);
    const dialogs = refuseDialogs(page);
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await eventually(async () => expect(await rowIds(page)).toEqual([ids.pending]));

    await changeStatus(page, ids.pending, 'approved');
    await seeToast(toasts(page), 'Status updated to Approved');
    await seeText(row(page, ids.pending).locator('.dm-pill'), 'APPROVED');
    await seeText(row(page, ids.pending).locator('.dm-held'), 'No longer matches the filter: Refresh to hide it.');
    // The list was asked again (0 pending now), and the row is still there.
    await seeText(page.getByText(/^\d+ requests?$/), '0 requests');
    expect(await rowIds(page)).toEqual([ids.pending]);

    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await seeText(page.locator('.dm-empty'), 'No donation requests found.');
    expect(dialogs).toEqual([]);
  });

  for (const width of [1280, 375]) {
    it(`asks in place before completing a gift card donation without a code (${width} px)`, async () => {
      const { rows } = await db.query(
        `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, amount_usd, payment_method)
         SELECT id, username, email, 'nx5', '5 000 NX', false, 5, 'paypal' FROM auth.users WHERE username = 'admin' RETURNING id`,
      );
      const id = rows[0].id as number;
      const { page } = await openAs(admin, PAGE, { width });
      const dialogs = refuseDialogs(page);
      const puts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts.push(request.url());
      });
      await page.getByLabel(`New status for donation #${id}`, { exact: true }).selectOption('completed');
      await page.getByRole('button', { name: `Update donation #${id}`, exact: true }).click();
      const warning = page.getByRole('group', {
        name: 'No gift card code was submitted for this donation. Complete it anyway?',
      });
      await seeText(
        warning,
        'No gift card code was submitted for this donation. Complete it anyway? Yes, complete it Cancel',
      );
      expect(
        await warning.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await warning.getByRole('button', { name: 'Cancel' }).click();
      expect(await warning.count()).toBe(0);
      expect(puts).toEqual([]);

      await page.getByRole('button', { name: `Update donation #${id}`, exact: true }).click();
      await Promise.all([
        page.waitForRequest(
          (request) => request.method() === 'PUT' && request.url().endsWith(`/api/donations/${id}/status`),
        ),
        warning.getByRole('button', { name: 'Yes, complete it' }).click(),
      ]);
      await toasts(page)
        .getByText(/^5[ ,]500 NX Prepaid added to account/)
        .waitFor({ state: 'visible' });
      expect(dialogs).toEqual([]);
    });
  }

  it('sends a member who opens the page to /dashboard', async () => {
    const { page, listCalls } = await openAs(member, PAGE);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await seeText(page.getByRole('region', { name: 'Balance', exact: true }).locator('h2'), 'Balance');
    expect(await page.locator('.dm').count()).toBe(0);
    expect(listCalls()).toBe(0);
  });

  it('says why the list could not be loaded: 503, 403, 401, no connection, no token', async () => {
    const { page, listCalls } = await openAs(admin, PAGE);
    await seeText(row(page, ids.nx), new RegExp(`^#${ids.nx} `));
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    const alert = page.locator('.dm-error');

    await system.killProcess('donations');
    try {
      await refresh.click();
      await seeText(alert, LOAD_503);
      expect(await page.getByRole('table').count()).toBe(0);
    } finally {
      await system.startProcess('donations');
    }
    await refresh.click();
    await seeText(row(page, ids.nx), new RegExp(`^#${ids.nx} `));
    expect(await alert.count()).toBe(0);

    const answer = (status: number) =>
      page.route(LIST_CALL, (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: 'no' }) }),
      );
    await answer(403);
    await refresh.click();
    await seeText(alert, 'Access denied. You may not have permission to view donations or your session has expired.');
    await page.unroute(LIST_CALL);

    // A 401 here is the page's own message, not the global redirect to /login.
    await answer(401);
    await refresh.click();
    await seeText(alert, 'Authentication failed. Please log in again. Log in again');
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await page.unroute(LIST_CALL);

    await page.route(LIST_CALL, (route) => route.abort('connectionrefused'));
    await refresh.click();
    await seeText(alert, 'Failed to connect to the server. Please check your network connection.');
    await page.unroute(LIST_CALL);

    // The token went away behind the page's back: nothing is asked of the server.
    const asked = listCalls();
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_TOKEN_KEY);
    await refresh.click();
    await seeText(alert, 'Authentication token missing. Please log in again. Log in again');
    expect(listCalls()).toBe(asked);
    await alert.getByRole('button', { name: 'Log in again' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
