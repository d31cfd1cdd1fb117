import { browserSuite, eventually, seeText, textOf, until } from '@henesys/testing';
import type { Page } from 'playwright-core';

jest.setTimeout(60_000);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const SPARKLINE_LABEL = 'Players online over the last 24 hours, peak 7';
const PINGBACK_KEY = 'web-test-key-123';
const INGAME = { username: 'ingame', password: 'member1234' };
const CONFIRMING = /^Log out of the game first\. If you already have, stay logged out and try again in 1 second/;

/**
 * Issue 21 items 3, 9 and 10c in Chromium against the real system: the dashboard's marked filter
 * chip and current page, grouped Recent Activity with 'Show more', Donations first while one waits
 * for the player; the status widget's players-online sparkline; an article's own browser title and
 * list excerpts; /login and /signup for guests only; why a guest clicking Donate lands on /login.
 * Then the dashboard's character tools (issue 31) and the NX waiting for a player in game.
 * GAME_OFFLINE_CONFIRM_SECONDS is 1 here: a game action's first try records the first look at the
 * logged-out account and asks to try again. Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
describe('dashboard, status sparkline, article titles, login redirects, character tools and NX coupon (browser)', () => {
  let counter = 0;

  const suite = browserSuite(
    {
      label: 'dashboard_web',
      processes: ['auth', 'accounts', 'content', 'donations', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60', RATE_LIMIT_VOTE_PINGBACK: '1000/60' },
      envFor: {
        accounts: {
          VOTE_PINGBACK_KEY: PINGBACK_KEY,
          GAME_OFFLINE_CONFIRM_SECONDS: '1',
          PENDING_NX_SWEEP_SECONDS: '1',
          NAME_CHANGE_PRICE_NX: '0',
        },
      },
    },
    { database: true },
  );

  beforeAll(async () => {
    // A day of samples peaking at 7, written before any page asks (the gateway keeps the answer a minute).
    await suite.db.query('DELETE FROM content.players_online_samples');
    await suite.db.query(
      `INSERT INTO content.players_online_samples (bucket, players)
       SELECT date_bin('5 minutes', now() - n * interval '5 minutes', timestamptz '2000-01-01'), n / 12 % 8
       FROM generate_series(1, 287) AS n`,
    );
  });

  /** A fresh player, logged in through the API. */
  async function newPlayer(): Promise<{ username: string; password: string; token: string; id: number }> {
    const username = `d${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const password = 'secret123';
    const registered = await suite.system.api('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password,
      birthday: '1998-03-03',
    });
    expect(registered.status).toBeLessThan(300);
    const { body } = await suite.system.api('POST', '/api/auth/login', undefined, { username, password });
    return { username, password, token: body.token as string, id: body.user.id as number };
  }

  /** Donations of a player, newest first in the list: `pendingWithoutCode` makes the newest wait for the player. */
  async function giveDonations(
    player: { id: number; username: string },
    count: number,
    newest: 'pending-without-code' | 'pending-with-code',
  ) {
    await suite.db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, amount_usd, payment_method, status, transaction_code, created_at)
       SELECT $1::int, $2::text, $2::text || '@example.com', 'nx5', '5 000 NX', false, 5, 'crypto-ETH',
              CASE WHEN n = 1 THEN 'pending' ELSE 'completed' END,
              CASE WHEN n = 1 AND $3::boolean THEN NULL ELSE '0x' || md5($2::text || n) || md5(n || $2::text) END,
              now() - n * interval '1 hour'
       FROM generate_series(1, $4::int) AS n`,
      [player.id, player.username, newest === 'pending-without-code', count],
    );
  }

  /** Recent Activity rows in the future (newest first): a run of identical logins, then distinct votes. */
  async function giveActivity(username: string, logins: number, votes: number) {
    await suite.db.query(
      `INSERT INTO accounts.activity_log (account_name, type, details, created_at, event_key)
       SELECT $1::text, 'login', 'Logged in from 1.2.3.4', now() + interval '1 hour' - n * interval '1 second', 'test-login-' || $1::text || '-' || n
       FROM generate_series(1, $2::int) AS n`,
      [username, logins],
    );
    await suite.db.query(
      `INSERT INTO accounts.activity_log (account_name, type, details, created_at, event_key)
       SELECT $1::text, 'vote', 'Voted on site ' || n, now() + interval '30 minutes' - n * interval '1 second', 'test-vote-' || $1::text || '-' || n
       FROM generate_series(1, $2::int) AS n`,
      [username, votes],
    );
  }

  const openAs = (token: string | undefined, path: string, viewport = DESKTOP): Promise<Page> =>
    suite.pages.open(path, { token, viewport, timeoutMs: 25_000 });
  const headings = (page: Page) => page.locator('main h2').allInnerTexts();

  it.each([
    ['1280 px', DESKTOP],
    ['375 px', PHONE],
  ])('marks the chosen filter chip and the current page, chips under 40 px tall, at %s', async (_width, viewport) => {
    const player = await newPlayer();
    await giveDonations(player, 7, 'pending-with-code');
    const page = await openAs(player.token, '/dashboard', viewport);
    const donations = page.getByRole('region', { name: 'Donations', exact: true });
    const chip = (name: string) =>
      donations.getByRole('group', { name: 'Filter donations by status' }).getByRole('button', { name, exact: true });

    await chip('All').waitFor();
    expect(await chip('All').getAttribute('aria-pressed')).toBe('true');
    expect(await donations.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await donations.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    const look = (name: string) => chip(name).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await look('All')).not.toBe(await look('Completed'));
    const pageLook = (name: string) =>
      donations.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await pageLook('Page 1')).not.toBe(await pageLook('Page 2'));
    for (const name of ['All', 'Pending', 'Approved', 'Rejected', 'Completed']) {
      expect((await chip(name).boundingBox())?.height).toBeLessThanOrEqual(40);
    }

    await donations.getByRole('button', { name: 'Page 2' }).click();
    await eventually(async () =>
      expect(await donations.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'),
    );
    await chip('Completed').click();
    await eventually(async () => expect(await chip('Completed').getAttribute('aria-pressed')).toBe('true'));
    expect(await chip('All').getAttribute('aria-pressed')).toBe('false');
    expect(await look('Completed')).not.toBe(await look('All'));
  });

  it('groups repeated activity into one counted row, shows five rows until Show more, at 1280 px and 375 px', async () => {
    const player = await newPlayer();
    await giveActivity(player.username, 12, 7);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAs(player.token, '/dashboard', viewport);
      const card = page.getByRole('region', { name: 'Recent Activity', exact: true });
      const rows = card.getByRole('listitem');
      await seeText(
        rows.first(),
        /^Login Logged in from 1\.2\.3\.4 · 12 times [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d$/,
      );
      expect(await rows.count()).toBe(5);
      const more = card.getByRole('button', { name: 'Show more' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.click();
      await eventually(async () => expect(await rows.count()).toBeGreaterThan(5));
      // 12 identical logins → 1 row, 7 different votes → 7 rows, then the older real entries.
      expect(await textOf(rows.nth(1))).toMatch(/^Vote Voted on site 1 /);
      expect(await rows.filter({ hasText: 'Logged in from 1.2.3.4 · 12 times' }).count()).toBe(1);
      expect(await card.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    }
  });

  it('puts Donations first while one waits for the player, and after the other cards otherwise', async () => {
    const waiting = await newPlayer();
    await giveDonations(waiting, 2, 'pending-without-code');
    const settled = await newPlayer();
    await giveDonations(settled, 2, 'pending-with-code');

    const first = await openAs(waiting.token, '/dashboard');
    await first.getByRole('region', { name: 'Donations', exact: true }).getByRole('listitem').first().waitFor();
    await eventually(async () =>
      expect((await headings(first)).slice(0, 3)).toEqual([`Welcome, ${waiting.username}`, 'Donations', 'Balance']),
    );

    const last = await openAs(settled.token, '/dashboard', PHONE);
    await last.getByRole('region', { name: 'Donations', exact: true }).getByRole('listitem').first().waitFor();
    const order = await headings(last);
    expect(order.indexOf('Donations')).toBeGreaterThan(order.indexOf('Recent Activity'));
  });

  it.each([
    ['1280 px', DESKTOP],
    ['375 px', PHONE],
  ])(
    'draws the players online of the last 24 hours on the home status widget, with its label, at %s',
    async (_width, viewport) => {
      const page = await openAs(undefined, '/', viewport);
      const widget = page.getByRole('main').getByRole('region', { name: 'Server Status' });
      const sparkline = widget.getByRole('img', { name: SPARKLINE_LABEL });
      await sparkline.waitFor();
      // One connected line: samples 5 minutes apart, no gap.
      expect(await sparkline.locator('path').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){280,}$/);
      const box = await sparkline.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      expect(box?.height).toBeGreaterThan(20);
    },
  );

  it("titles an article's browser tab with the article's own title, also after moving between pages", async () => {
    const page = await openAs(undefined, '/news/henesys-opens-its-gates');
    await eventually(async () => expect(await page.title()).toBe('Henesys opens its gates | Henesys'));
    await page.getByRole('link', { name: 'Back to News' }).click();
    await eventually(async () => expect(await page.title()).toBe('Henesys: Nostalgia, QoL & more!'));
    await page.getByRole('tab', { name: 'Updates', exact: true }).click();
    await page
      .locator('[role="tabpanel"]:not([hidden])')
      .getByRole('link', { name: 'Patch notes v1.2: Mu Lung Dojo and skill caps' })
      .click();
    await eventually(async () =>
      expect(await page.title()).toBe('Patch notes v1.2: Mu Lung Dojo and skill caps | Henesys'),
    );
  });

  it('keeps the items of a Markdown list apart in the home excerpt', async () => {
    const admin = await suite.system.login('admin', 'admin1234');
    const content = 'This week:\n\n- Zakum fixed\n- 2x EXP all weekend\n- New hair styles';
    const created = await suite.system.api('POST', '/api/admin/content/articles', admin, {
      category: 'news',
      title: 'List Check',
      content,
      status: 'active',
    });
    expect(created.status).toBe(201);
    const page = await openAs(undefined, '/', PHONE);
    await page.getByRole('tab', { name: 'News', exact: true }).click();
    const card = page.locator('[role="tabpanel"]:not([hidden]) .news-card', { hasText: 'List Check' });
    expect(await textOf(card.locator('.news-card__excerpt'))).toBe(
      'This week: Zakum fixed · 2x EXP all weekend · New hair styles',
    );
  });

  it('sends a logged-in player from /login and /signup to the dashboard', async () => {
    const player = await newPlayer();
    for (const path of ['/login', '/signup']) {
      const page = await openAs(player.token, path);
      await page.waitForURL('**/dashboard');
      await seeText(page.getByRole('heading', { level: 2 }).first(), `Welcome, ${player.username}`);
    }
  });

  it('welcomes a new player, and welcomes back one who logged in before', async () => {
    const player = await newPlayer();
    const first = await openAs(player.token, '/dashboard');
    await seeText(first.getByRole('heading', { level: 2 }).first(), `Welcome, ${player.username}`);
    const login = await suite.system.api('POST', '/api/auth/login', undefined, {
      username: player.username,
      password: player.password,
    });
    expect(login.status).toBe(200);
    const again = await openAs(login.body.token, '/dashboard');
    // The second login reaches the activity log through its queue: the heading follows within moments.
    await eventually(async () => {
      await again.reload();
      await seeText(again.getByRole('heading', { level: 2 }).first(), `Welcome back, ${player.username}`);
    });
  });

  it('tells a guest clicking Donate why they land on the login page, then returns them to Donate', async () => {
    const player = await newPlayer();
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAs(undefined, '/', viewport);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate', exact: true }).click();
      await page.waitForURL('**/login');
      const form = page.getByRole('form', { name: 'Log in to your account' });
      await seeText(form.locator('.form__reason'), 'Log in to donate.');
      if (viewport === DESKTOP) {
        await form.getByLabel('Username').fill(player.username);
        await form.getByLabel('Password').fill(player.password);
        await form.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/donate');
      }
    }
    const chosen = await openAs(undefined, '/login');
    await chosen.getByRole('form', { name: 'Log in to your account' }).waitFor();
    expect(await chosen.locator('.form__reason').count()).toBe(0);
  });

  describe('character tools', () => {
    const characterRow = async (name: string) =>
      (
        await suite.system.game.db.rows<{ map: number; spawnpoint: number }>(
          'SELECT map, spawnpoint FROM characters WHERE `name` = ?',
          [name],
        )
      )[0];
    const item = (page: Page, name: string) =>
      page.getByRole('region', { name: 'Characters' }).locator('li', { hasText: name });

    async function renameOn(page: Page, from: string, to: string): Promise<void> {
      const character = item(page, from);
      await character.getByRole('button', { name: 'Change name' }).click();
      await seeText(character.locator('.form__hint'), /^3 to 12 letters and digits.*One change every 30 days/);
      const input = character.getByLabel('New name');
      await input.fill('x y');
      await character.getByRole('button', { name: 'Change name' }).click();
      await seeText(character.getByText('A name has 3 to 12 letters'), /nothing else\.$/);
      await input.fill(to);
      await character.getByRole('button', { name: 'Change name' }).click();
      await seeText(character.getByRole('alert'), CONFIRMING);
      await page.waitForTimeout(1_100);
      await character.getByRole('button', { name: 'Change name' }).click();
      await seeText(
        page.getByRole('region', { name: 'Characters' }).getByRole('status'),
        new RegExp(`^${from} is now ${to}\\.`),
      );
      await item(page, to).waitFor();
    }

    async function moveOn(page: Page, name: string): Promise<void> {
      const character = item(page, name);
      await character.getByRole('button', { name: 'Move to town' }).click();
      await character.getByRole('button', { name: 'Yes, move' }).click();
      await seeText(
        page.getByRole('region', { name: 'Characters' }).getByRole('status'),
        `${name} will be in town at your next login.`,
      );
    }

    it.each([
      [1280, 'MapleHero', 'WebHeroWide', 'LilBandit'],
      [375, 'Shroomie', 'WebNarrow', 'WebHeroWide'],
    ])('at %i px: changes a name and moves a character to town', async (width, from, to, moved) => {
      const token = await suite.system.login('member', 'member1234');
      const page = await suite.pages.open('/dashboard', { token, timeoutMs: 10_000, viewport: { width, height: 900 } });
      // No look at the account yet: the first try records one.
      await suite.system.game.db.execute(
        "DELETE s FROM henesys_offline_seen s JOIN accounts a ON a.id = s.account_id WHERE a.`name` = 'member'",
      );
      await renameOn(page, from, to);
      expect(await suite.system.game.db.rows('SELECT old, new FROM namechanges WHERE new = ?', [to])).toEqual([
        { old: from, new: to },
      ]);
      await moveOn(page, moved);
      expect(await characterRow(moved)).toEqual({ map: 100_000_000, spawnpoint: 0 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });

  describe('NX waiting and its Cash Shop coupon', () => {
    it('shows the NX waiting for a player in game, and gives it now as a coupon code the game knows', async () => {
      expect(
        (
          await suite.system.game.db.rows<{ loggedin: number }>("SELECT loggedin FROM accounts WHERE `name` = 'ingame'")
        )[0].loggedin,
      ).toBe(2);
      // The vote site confirms a vote for the player (what GTop100 does after the captcha).
      const pingback = await suite.system.fetch('/api/vote/pingback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          VoterIP: '198.51.100.77',
          Successful: '0',
          Reason: '',
          pingUsername: INGAME.username,
          pingbackkey: PINGBACK_KEY,
        }).toString(),
      });
      expect(await pingback.json()).toEqual({ status: 'ok', received: 1, credited: 1 });

      const token = await suite.system.login(INGAME.username, INGAME.password);
      const page = await suite.pages.open('/dashboard', { token, timeoutMs: 10_000 });
      const balance = page.getByRole('region', { name: 'Balance', exact: true });
      const waiting = balance.locator('#nx-waiting');
      await seeText(waiting.locator('.balance-list__row', { hasText: 'Cash Credit' }), 'Cash Credit 5 000 NX');
      await seeText(waiting.locator('.balance-list__row', { hasText: 'Prepaid Cash' }), 'Prepaid Cash 0 NX');
      await seeText(
        waiting.locator('.nx-waiting__why'),
        'You are in game: it arrives a few minutes after you log out.',
      );
      // The balance itself is untouched: the game holds it in memory.
      expect(await textOf(balance.locator('.balance-list__row', { hasText: 'Cash Credit' }).first())).toBe(
        'Cash Credit 0 NX',
      );

      await balance.getByRole('button', { name: 'Get it now as a Cash Shop coupon' }).click();
      const code = balance.locator('#nx-coupon-code');
      await seeText(code, /^[A-Z0-9]{16}$/);
      const shown = await textOf(code);
      await seeText(
        balance.locator('.nx-coupon__redeem'),
        'To redeem it: in game, open the Cash Shop → Coupon, and type this code. It works once.',
      );
      expect(await textOf(balance.locator('.nx-coupon'))).toMatch(/Pays 5 000 NX Cash Credit\. Valid until .+\d{4}/);
      expect(await balance.getByRole('button', { name: 'Copy code' }).isVisible()).toBe(true);
      expect(await waiting.count()).toBe(0);

      // The code is the game's: an unused nxcode row paying 5 000 NX Credit (type 4), expiring in 30 days.
      const [row] = await suite.system.game.db.rows<{
        id: number;
        code: string;
        retriever: string | null;
        expiration: number;
      }>('SELECT id, code, retriever, expiration FROM nxcode WHERE code = ?', [shown]);
      expect(row).toMatchObject({ code: shown, retriever: null });
      expect(Math.abs(Number(row.expiration) - (Date.now() + 30 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
      expect(
        await suite.system.game.db.rows('SELECT type, quantity FROM nxcode_items WHERE codeid = ?', [row.id]),
      ).toEqual([{ type: 4, quantity: 5000 }]);

      // The coupon stays on the page after the details refresh; a reload shows nothing waiting any more.
      await until(
        'the grant is coded',
        async () =>
          (
            await suite.system.game.db.rows(
              'SELECT 1 FROM henesys_nx_grants WHERE coupon_id = ? AND applied_at IS NULL',
              [row.id],
            )
          ).length === 1,
      );
      await page.reload();
      await seeText(balance.locator('.balance-list__row', { hasText: 'Cash Credit' }).first(), 'Cash Credit 0 NX');
      expect(await balance.locator('#nx-waiting').count()).toBe(0);
    });
  });
});
