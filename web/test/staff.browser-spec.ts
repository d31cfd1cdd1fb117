import { browserSuite, eventually, seeText, tableFit, textOf } from '@henesys/testing';
import type { Page } from 'playwright-core';

/**
 * The staff console in Chromium against the real system (/dashboard/players, /dashboard/players/:id,
 * /dashboard/bans, /dashboard/reports, /dashboard/audit): an admin finds a player and opens their page
 * at 1280 and 375 px without anything scrolling sideways, bans them with a reason, sees the ban on the
 * bans page and lifts it there; a report written by the game shows in the queue and "Ban the reported
 * player" opens the ban form for it; a Moderator has the console without the money; a member has none
 * of it. The queue dashboard: an admin opens it from the dashboard's navigation and sees Bull Board with
 * the rewards queue, under its own CSP with nothing refused; the cookie it rides on is HttpOnly and
 * scoped, and logging out clears it. A member gets neither the link nor the page, and the gateway
 * refuses them itself. Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(60_000);

const BAN_REASON = 'Speed hacking in Kerning (browser test)';
const BOARD = '/api/admin/queues';

interface Ids {
  /** Game account ids (`accounts.id`): the staff pages' ids. */
  ingame: number;
  member: number;
  /** Character ids (`characters.id`): what the game's reports name. */
  alwaysOn: number;
  lilBandit: number;
}

describe('staff console (browser)', () => {
  let admin: string;
  let member: string;
  let ids: Ids;

  const suite = browserSuite({
    label: 'staff_web',
    processes: ['auth', 'accounts', 'donations', 'community', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
  });

  beforeAll(async () => {
    [admin, member] = await Promise.all([
      suite.system.login('admin', 'admin1234'),
      suite.system.login('member', 'member1234'),
    ]);
    const accounts = await suite.system.game.db.rows<{ id: number; name: string }>(
      "SELECT id, `name` FROM accounts WHERE `name` IN ('ingame', 'member')",
    );
    const characters = await suite.system.game.db.rows<{ id: number; name: string }>(
      "SELECT id, `name` FROM characters WHERE `name` IN ('AlwaysOn', 'LilBandit')",
    );
    const idOf = (rows: Array<{ id: number; name: string }>, name: string) => {
      const found = rows.find((row) => row.name === name);
      if (!found) throw new Error(`${name} is not in the demo world`);
      return found.id;
    };
    ids = {
      ingame: idOf(accounts, 'ingame'),
      member: idOf(accounts, 'member'),
      alwaysOn: idOf(characters, 'AlwaysOn'),
      lilBandit: idOf(characters, 'LilBandit'),
    };
  }, 120_000);

  /** A page of its own context, logged in by the stored token, at `path`. */
  const openAs = (token: string, path: string, width = 1280): Promise<Page> =>
    suite.pages.open(path, { token, viewport: { width, height: 900 }, timeoutMs: 15_000, errorLabel: path });

  const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  /** Nothing on the page is wider than the window: no sideways scrolling. */
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  async function unban(accountId: number): Promise<void> {
    expect((await suite.system.api('POST', `/api/staff/players/${accountId}/unban`, admin, {})).status).toBe(200);
  }

  it('finds a player by a character name and shows their page at 1280 and 375 px without scrolling sideways', async () => {
    const page = await openAs(admin, '/dashboard/players');
    await page.getByLabel('Search', { exact: true }).fill('AlwaysOn');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    const results = page.getByRole('table', { name: 'Players found' });
    await results.getByRole('link', { name: 'ingame', exact: true }).click();
    await page.waitForURL(`**/dashboard/players/${ids.ingame}`);

    await page.getByRole('heading', { name: 'ingame', level: 2, exact: true }).waitFor();
    await seeText(section(page, 'Account').locator('dl'), /Account id #\d+ E-mail ingame@henesys\.local /i);
    const character = page.getByRole('table', { name: 'Characters' }).getByRole('row', { name: /AlwaysOn/ });
    expect(await textOf(character)).toMatch(/^AlwaysOn 71 /);
    await character.getByRole('button', { name: /^Items \(\d+\) of AlwaysOn$/ }).click();
    await page.getByRole('region', { name: 'Items of AlwaysOn' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

    // On a phone, with the ban form and the items open: cards, and still nothing wider than the screen.
    const phone = await openAs(admin, `/dashboard/players/${ids.ingame}?ban=1`, 375);
    await phone.getByRole('form', { name: 'Ban ingame' }).waitFor();
    const card = phone.getByRole('list', { name: 'Characters' }).getByRole('article', { name: 'AlwaysOn' });
    await card.getByRole('button', { name: /^Items \(\d+\) of AlwaysOn$/ }).click();
    await phone.getByRole('region', { name: 'Items of AlwaysOn' }).waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
  });

  it('bans a player with a reason, shows the ban on the bans page, and lifts it there', async () => {
    const page = await openAs(admin, `/dashboard/players/${ids.ingame}`);
    await page.getByRole('button', { name: 'Ban this player', exact: true }).click();
    const form = page.getByRole('form', { name: 'Ban ingame' });
    // The note beside the button: the ban applies at the next game login, and `!dc` disconnects now.
    await seeText(form.locator('.staff-note'), /!dc/);
    await form.getByLabel('Reason', { exact: true }).fill(BAN_REASON);
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/ban')),
      form.getByRole('button', { name: 'Ban ingame', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ reason: BAN_REASON, reasonCode: 0 });
    await seeText(section(page, 'Ban').locator('p').first(), 'Banned permanently');
    expect(await page.getByText('Banned', { exact: true }).count()).toBeGreaterThan(0);

    const bans = await openAs(admin, '/dashboard/bans');
    const row = bans.getByRole('table', { name: 'Banned players' }).getByRole('row', { name: /ingame/ });
    await seeText(row, new RegExp(`^ingame ${BAN_REASON.replace(/[()]/g, '\\$&')} No reason given Permanent admin `));
    await row.getByRole('button', { name: 'Unban ingame', exact: true }).click();
    await row.getByRole('button', { name: 'Yes, unban', exact: true }).click();
    await eventually(async () => expect(await row.count()).toBe(0));

    // The audit trail is written through a queue: wait for the entry before opening the page.
    await eventually(async () => {
      const { body } = await suite.system.api('GET', '/api/staff/audit?action=ban', admin);
      expect((body.entries as Array<{ targetLabel: string }>).map((entry) => entry.targetLabel)).toContain('ingame');
    });
    const audit = await openAs(admin, '/dashboard/audit?action=ban');
    await seeText(
      audit
        .getByRole('table', { name: 'Audit log' })
        .getByRole('row', { name: /ingame/ })
        .first(),
      /admin Ban ingame/,
    );
  });

  it('shows a report written by the game, and "Ban the reported player" opens the ban form for it', async () => {
    const inserted = await suite.system.game.db.execute(
      'INSERT INTO reports (reporterid, victimid, reason, chatlog, description) VALUES (?, ?, 1, ?, ?)',
      [ids.alwaysOn, ids.lilBandit, 'LilBandit : <b>buy mesos</b> cheap\nAlwaysOn : stop it', 'Botting all night'],
    );
    const reportId = inserted.insertId;

    const page = await openAs(admin, '/dashboard/reports');
    const staffNav = page.getByRole('navigation', { name: 'Staff' });
    await staffNav.getByRole('link', { name: /^Reports \(\d+ open\)$/ }).waitFor();
    const report = page.getByRole('article', { name: `Report #${reportId}` });
    await seeText(report.locator('pre'), 'LilBandit : <b>buy mesos</b> cheap AlwaysOn : stop it');
    expect(await report.getByRole('link', { name: 'LilBandit', exact: true }).getAttribute('href')).toBe(
      `/dashboard/players/${ids.member}`,
    );
    expect(await report.getByRole('link', { name: 'AlwaysOn', exact: true }).getAttribute('href')).toBe(
      `/dashboard/players/${ids.ingame}`,
    );
    await seeText(report.locator('p').last(), 'Botting all night');
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

    await report.getByRole('link', { name: `Ban the reported player of report #${reportId}` }).click();
    await page.waitForURL(
      (url) => url.pathname === `/dashboard/players/${ids.member}` && url.search === `?ban=1&report=${reportId}`,
    );
    const form = page.getByRole('form', { name: 'Ban member' });
    const reason = form.getByLabel('Reason', { exact: true });
    expect(await reason.inputValue()).toBe(`Report #${reportId}: `);
    await reason.fill(`Report #${reportId}: botting confirmed`);
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/ban')),
      form.getByRole('button', { name: 'Ban member', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      reason: `Report #${reportId}: botting confirmed`,
      reasonCode: 0,
      reportId,
    });
    await seeText(section(page, 'Ban').locator('p').first(), 'Banned permanently');

    // The ban answered the report: it is under Actioned now.
    await eventually(async () => {
      const { body } = await suite.system.api('GET', '/api/staff/reports?status=actioned', admin);
      expect((body.reports as Array<{ id: number }>).map((entry) => entry.id)).toContain(reportId);
    });
    const actioned = await openAs(admin, '/dashboard/reports?status=actioned');
    await actioned.getByRole('article', { name: `Report #${reportId}` }).waitFor();
    await unban(ids.member);
  });

  it('gives a Moderator the console without the money: no Grant form, no role, no admin links', async () => {
    const username = `mod${Date.now().toString(36).slice(-6)}`;
    const registered = await suite.system.api('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '1995-05-05',
    });
    expect(registered.status).toBe(201);
    const found = await suite.system.api('GET', `/api/staff/players?q=${username}`, admin);
    const accountId = (found.body.players as Array<{ accountId: number; name: string }>).find(
      (player) => player.name === username,
    )?.accountId;
    expect(accountId).toEqual(expect.any(Number));
    expect(
      (await suite.system.api('PUT', `/api/staff/players/${accountId}/role`, admin, { role: 'moderator' })).status,
    ).toBe(200);
    const moderator = await suite.system.login(username, 'secret123');

    const page = await openAs(moderator, `/dashboard/players/${ids.member}`);
    await page.getByRole('heading', { name: 'member', level: 2, exact: true }).waitFor();
    // 'Change the ban' if the report's ban above was left in place by a failure.
    await page.getByRole('button', { name: /^(Ban this player|Change the ban)$/ }).waitFor();
    expect(await page.getByRole('form', { name: 'Grant NX or items' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Site role' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: /^(Donations|Grants) / }).count()).toBe(0);
    const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await dashboardNav.getByRole('link').allInnerTexts()).not.toContain('Donations Manager');
    expect(await page.getByRole('navigation', { name: 'Staff' }).getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['Players', 'Bans', 'Audit log']),
    );
    // The server refuses them the money too.
    expect((await suite.system.api('POST', '/api/staff/grants', moderator, {})).status).toBe(403);
  });

  it('sends a member from the staff pages to the dashboard, with no staff navigation', async () => {
    // A fresh session: the report's ban above ended the member's earlier ones.
    member = await suite.system.login('member', 'member1234');
    const page = await openAs(member, '/dashboard/players');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff' }).count()).toBe(0);
    expect((await suite.system.api('GET', '/api/staff/players?q=adm', member)).status).toBe(403);
  });

  it('fits every column of the players, bans and audit tables at 1280 px with 40-character e-mails and 12-character names', async () => {
    const stem = `wide${Date.now().toString(36).slice(-4)}`;
    const names = ['a', 'b', 'c'].map((letter) => `${stem}${letter}`.padEnd(12, 'x'));
    const email = (name: string) => `${name}.maplestory.fan.2025`.slice(0, 28) + '@example.com';
    expect(names.map((name) => [name.length, email(name).length])).toEqual(names.map(() => [12, 40]));
    for (const name of names) {
      const registered = await suite.system.api('POST', '/api/auth/register', undefined, {
        username: name,
        email: email(name),
        password: 'secret123',
        birthday: '1995-05-05',
      });
      expect(registered.status).toBe(201);
    }
    const found = await suite.system.api('GET', `/api/staff/players?q=${stem}`, admin);
    const accountId = (found.body.players as Array<{ accountId: number; name: string }>).find(
      (player) => player.name === names[0],
    )?.accountId;
    if (accountId === undefined) throw new Error(`${names[0]} was not found`);
    const reason = `Duping mesos with ${names[1]} and ${names[2]} in the Free Market (browser test)`;
    expect(
      (await suite.system.api('POST', `/api/staff/players/${accountId}/ban`, admin, { reason, reasonCode: 0 })).status,
    ).toBe(200);
    try {
      const players = await openAs(admin, `/dashboard/players?q=${stem}`);
      const results = players.getByRole('table', { name: 'Players found' });
      await seeText(
        results.getByRole('row', { name: new RegExp(names[2]) }),
        new RegExp(`^${names[2]} ${email(names[2])}`),
      );
      expect((await tableFit(results)).problems).toEqual([]);

      const bans = await openAs(admin, '/dashboard/bans');
      const banned = bans.getByRole('table', { name: 'Banned players' });
      await banned.getByRole('row', { name: new RegExp(names[0]) }).waitFor();
      expect((await tableFit(banned)).problems).toEqual([]);

      await eventually(async () => {
        const { body } = await suite.system.api('GET', '/api/staff/audit?action=ban', admin);
        expect((body.entries as Array<{ targetLabel: string }>).map((entry) => entry.targetLabel)).toContain(names[0]);
      });
      const audit = await openAs(admin, '/dashboard/audit?action=ban');
      const log = audit.getByRole('table', { name: 'Audit log' });
      await log
        .getByRole('row', { name: new RegExp(names[0]) })
        .first()
        .waitFor();
      expect((await tableFit(log)).problems).toEqual([]);
    } finally {
      await unban(accountId);
    }
  });

  describe('queue dashboard', () => {
    const refusals: string[] = [];

    afterEach(() => {
      expect(refusals.splice(0)).toEqual([]);
    });

    /** Like openAs, with the page's CSP refusals collected; Bull Board's web fonts are out of reach here. */
    const openBoardAs = (token: string, path: string): Promise<Page> =>
      suite.pages.open(path, {
        token,
        viewport: { width: 1280, height: 900 },
        timeoutMs: 15_000,
        errorLabel: path,
        prepare: (context) => {
          context.on('console', (message) => {
            if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
          });
          // Bull Board asks Google Fonts for its typeface; there is no internet here, and the page must not need it.
          return context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
        },
      });

    const dashboardCookies = async (page: Page) =>
      (await page.context().cookies(`${suite.system.baseUrl}${BOARD}/`)).filter(
        (cookie) => cookie.name === 'henesys_queue_dashboard',
      );

    it('lets an admin open Bull Board from the dashboard and see the rewards queue; logging out closes it', async () => {
      // A session of its own: this test logs it out.
      const page = await openBoardAs(await suite.system.login('admin', 'admin1234'), '/dashboard');
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Queues', exact: true })
        .click();
      await page.waitForURL('**/dashboard/admin/queues');
      await page.getByRole('heading', { name: 'Queues', level: 2 }).waitFor();

      const board = page.frameLocator('iframe[title="Queue dashboard"]');
      for (const queue of ['rewards', 'activity', 'community', 'mail'])
        await board
          .getByRole('link', { name: new RegExp(queue) })
          .first()
          .waitFor();
      await board
        .getByRole('link', { name: /rewards/ })
        .first()
        .click();
      await board.getByText('No latest jobs in this queue.').waitFor();

      // The cookie: HttpOnly (the SPA's scripts never see it), SameSite=Strict, only under the dashboard.
      expect(await dashboardCookies(page)).toEqual([
        expect.objectContaining({ path: BOARD, httpOnly: true, sameSite: 'Strict', secure: false }),
      ]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect((await page.context().cookies(`${suite.system.baseUrl}/api/user`)).length).toBe(0);

      await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await eventually(async () => expect(await dashboardCookies(page)).toEqual([]));
      expect((await page.request.get(`${BOARD}/api/queues`)).status()).toBe(401);
    });

    it('gives a member neither the link nor the page, and the gateway refuses them: 403 for a session, 401 for the board', async () => {
      const page = await openBoardAs(member, '/dashboard/admin/queues');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).not.toContain('Queues');
      expect(await page.locator('iframe').count()).toBe(0);

      const session = await page.request.post(`${BOARD}/session`, { headers: { authorization: `Bearer ${member}` } });
      expect(session.status()).toBe(403);
      expect(await dashboardCookies(page)).toEqual([]);
      const direct = await page.goto(BOARD);
      expect(direct?.status()).toBe(401);
      expect(await page.locator('body').innerText()).toBe(
        '{"message":"Authentication required. Please log in again."}',
      );
    });
  });
});
