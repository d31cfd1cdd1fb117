import { MESSAGES } from '@henesys/contracts';
import { browserSuite, eventually, seeText, SESSION_TOKEN_KEY, textOf } from '@henesys/testing';
import type { Page } from 'playwright-core';

jest.setTimeout(60_000);

const BOARD = '/api/admin/queues';

/**
 * Sessions end on the server, in Chromium against the real system: Logout makes the page's token
 * (and its queue dashboard cookie) useless to anyone who copied it; "Log out everywhere" ends every
 * session and sends this page to /login; a new email asks for the current password, and the old
 * address's link (token in the fragment) puts it back.
 */
describe('sessions and sensitive changes (browser)', () => {
  let counter = 0;

  const suite = browserSuite({
    label: 'sessions_web',
    processes: ['auth', 'accounts', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
  });

  const statusWith = async (token: string) => (await suite.system.api('GET', '/api/user/profile', token)).status;

  async function newPlayer() {
    const username = `b${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const password = 'secret123';
    const email = `${username}@example.com`;
    expect(
      (
        await suite.system.api('POST', '/api/auth/register', undefined, {
          username,
          email,
          password,
          birthday: '1997-06-06',
        })
      ).status,
    ).toBe(201);
    return { username, password, email, token: await suite.system.login(username, password) };
  }

  /** Every address the page asked for: no token may be in one. */
  function requestsOf(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    return urls;
  }

  it('logs out on the server: the token the page held, and its queue dashboard cookie, are refused afterwards', async () => {
    const admin = await suite.system.login('admin', 'admin1234');
    const page = await suite.pages.open('/dashboard/admin/queues', {
      token: admin,
      timeoutMs: 15_000,
      prepare: (context) => context.route(/^https:\/\/fonts\./, (route) => route.abort()),
    });
    await eventually(async () =>
      expect((await page.context().cookies(`${suite.system.baseUrl}${BOARD}/`)).map((cookie) => cookie.name)).toContain(
        'henesys_queue_dashboard',
      ),
    );
    const [cookie] = (await page.context().cookies(`${suite.system.baseUrl}${BOARD}/`)).filter(
      (candidate) => candidate.name === 'henesys_queue_dashboard',
    );
    const board = () => suite.system.fetch(`${BOARD}/`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect((await board()).status).toBe(200);
    expect(await statusWith(admin)).toBe(200);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully Logged Out').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_KEY)).toBeNull();
    // A copy of the token, or of the cookie, is worth nothing now.
    await eventually(async () => expect(await statusWith(admin)).toBe(401));
    expect((await board()).status).toBe(401);
  });

  it('logs out everywhere from Account Settings after a confirmation: this page goes to /login, the other session ends too', async () => {
    const player = await newPlayer();
    const elsewhere = await suite.system.login(player.username, player.password);
    const page = await suite.pages.open('/dashboard/account', { token: player.token, timeoutMs: 15_000 });
    const sessions = page.getByRole('region', { name: 'Sessions', exact: true });
    const button = sessions.getByRole('button', { name: 'Log out everywhere', exact: true });

    // Asked in place, never in a browser dialog.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const question = sessions.getByRole('group', { name: /^Log out of every session, on every device\?/ });
    await button.click();
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await question.count()).toBe(0);
    expect([await statusWith(player.token), await statusWith(elsewhere)]).toEqual([200, 200]);

    await button.click();
    await question.getByRole('button', { name: 'Yes, log out everywhere', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(dialogs).toEqual([]);
    expect([await statusWith(player.token), await statusWith(elsewhere)]).toEqual([401, 401]);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_KEY)).toBeNull();
  });

  it("asks for the current password before a new email, and the old address's link puts it back (after a click) and ends the session", async () => {
    const player = await newPlayer();
    const page = await suite.pages.open('/dashboard/account', { token: player.token, timeoutMs: 15_000 });
    const profile = page.getByRole('region', { name: 'Personal Information', exact: true });
    const email = profile.getByLabel('Email');
    const save = profile.getByRole('button', { name: 'Save changes' });
    await eventually(async () => expect(await email.inputValue()).toBe(player.email));
    expect(await profile.getByLabel('Current password').count()).toBe(0);

    const newEmail = `${player.username}.new@example.com`;
    await email.fill(newEmail);
    const password = profile.getByLabel('Current password');
    await password.waitFor();
    await save.click();
    expect(await textOf(profile.locator('#profile-current-password-error'))).toBe(MESSAGES.currentPasswordRequired);
    await password.fill('not-my-password');
    await save.click();
    await seeText(profile.locator('.settings-message'), MESSAGES.currentPasswordWrong);
    await password.fill(player.password);
    await save.click();
    await seeText(profile.locator('.settings-message'), MESSAGES.profileUpdated);
    expect((await suite.system.api('GET', '/api/user/profile', player.token)).body.email).toBe(newEmail);

    const link = new URL(
      /http:\/\/\S+\/undo-email-change#token=[\w-]+/.exec((await suite.system.mail.waitFor(player.email)).text)?.[0] ??
        '',
    );
    const undoPage = await suite.pages.open(`${link.pathname}${link.hash}`, { timeoutMs: 15_000 });
    const requested = requestsOf(undoPage);
    const panel = undoPage.getByRole('region', { name: 'Undo the email change' });
    await panel.waitFor();
    // Read from the fragment, then out of the address bar; nothing happens before the click.
    await eventually(async () => expect(new URL(undoPage.url()).hash).toBe(''));
    expect((await suite.system.api('GET', '/api/user/profile', player.token)).body.email).toBe(newEmail);
    await panel.getByRole('button', { name: 'Put my previous email back' }).click();
    await seeText(
      undoPage.getByRole('region', { name: 'Email address restored' }).locator('.settings-message'),
      MESSAGES.emailChangeUndone,
    );
    expect(await statusWith(player.token)).toBe(401);
    expect(
      (await suite.system.api('GET', '/api/user/profile', await suite.system.login(player.username, player.password)))
        .body.email,
    ).toBe(player.email);
    expect(requested.filter((url) => url.includes(link.hash.slice('#token='.length)))).toEqual([]);
  });
});
