import { MESSAGES } from '@henesys/contracts';
import { browserSuite, eventually, SESSION_TOKEN_KEY, seeText, textOf } from '@henesys/testing';
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';

jest.setTimeout(30_000);

const MEMBER = { username: 'member', password: 'member1234' };
const BOARD = '/api/admin/queues';

/**
 * The dashboard, Account Settings and sessions in Chromium against the real system: balances,
 * characters, activity and ban notices; two-factor setup and removal; IP lock; password; profile.
 * Sessions end on the server: Logout makes the page's token (and its queue dashboard cookie) useless
 * to anyone who copied it; "Log out everywhere" ends every session and sends this page to /login; a
 * new email asks for the current password, and the old address's link (token in the fragment) puts it back.
 */
describe('dashboard, account settings and sessions (browser)', () => {
  let counter = 0;

  // Community too: the settings page asks it for the Discord cards. Without it those calls failed
  // and were retried for seconds, and a retry reaching the gateway just after the password change
  // carried the ended token: its 401 signed the page out (SPEC §6).
  const suite = browserSuite(
    {
      label: 'account_web',
      processes: ['auth', 'accounts', 'content', 'community', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_TWO_FACTOR: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
    },
    { database: true },
  );

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) =>
    suite.system.api(method, path, token, body);

  const login = (username: string, password: string) => call('POST', '/api/auth/login', { username, password });

  /** A fresh player, logged in through the API. */
  async function newPlayer() {
    const username = `w${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const password = 'secret123';
    const email = `${username}@example.com`;
    const registered = await call('POST', '/api/auth/register', { username, email, password, birthday: '1998-03-03' });
    expect(registered.status).toBe(201);
    const { body } = await login(username, password);
    return { username, password, email, token: body.token as string };
  }

  /** A page of its own browser context, logged in by the stored token, at `path`. */
  const openAs = (token: string, path: string): Promise<Page> => suite.pages.open(path, { token, timeoutMs: 10_000 });

  const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it('shows the balances, the characters and a recent login on the dashboard, then ban notices', async () => {
    const { body: session } = await login(MEMBER.username, MEMBER.password);
    await suite.system.game.db.execute(
      "UPDATE accounts SET nxCredit = 12000, nxPrepaid = 3500, banned = 0, tempban = '2005-05-11 00:00:00' WHERE `name` = 'member'",
    );
    // The login reaches the activity log through a queue: wait for it before opening the page.
    await eventually(async () => {
      expect(
        (await call('GET', '/api/user/account-details', undefined, session.token)).body.recentActivity[0]?.type,
      ).toBe('login');
    });
    const page = await openAs(session.token, '/dashboard');

    const balance = card(page, 'Balance');
    expect(await textOf(balance.locator('.balance-list__row', { hasText: 'Cash Credit' }))).toBe(
      'Cash Credit 12 000 NX',
    );
    expect(await textOf(balance.locator('.balance-list__row', { hasText: 'Prepaid Cash' }))).toBe(
      'Prepaid Cash 3 500 NX',
    );

    const characters = card(page, 'Characters').getByRole('listitem');
    await characters.first().waitFor();
    expect(await characters.count()).toBe(3);
    expect(await textOf(characters.nth(0))).toBe(
      'M MapleHero Lv. 124 · Hero Last played: Never Change name Move to town',
    );
    expect(await textOf(characters.nth(1))).toMatch(/^S Shroomie Lv\. 38 · \S/);
    expect(await textOf(characters.nth(2))).toMatch(/^L LilBandit Lv\. 14 · \S/);

    const newest = card(page, 'Recent Activity').getByRole('listitem').first();
    expect(await textOf(newest)).toMatch(/^Login Logged in from .+\d{4}/);

    const badges = page.getByRole('list', { name: 'Account' });
    await seeText(badges, 'Status: Active Role: Member');
    expect(await page.getByRole('note').count()).toBe(0);

    await suite.system.game.db.execute("UPDATE accounts SET tempban = NOW() + INTERVAL 3 DAY WHERE `name` = 'member'");
    await page.reload();
    await seeText(page.getByRole('note'), /^Your account is temporarily banned The ban ends in 3 days \(/);
    await seeText(badges, 'Status: Banned Role: Member');

    await suite.system.game.db.execute(
      "UPDATE accounts SET tempban = '2005-05-11 00:00:00', banned = 1 WHERE `name` = 'member'",
    );
    await page.reload();
    await seeText(page.getByRole('note'), /^Your account is permanently banned /);

    await suite.system.game.db.execute("UPDATE accounts SET banned = 0 WHERE `name` = 'member'");
    await page.context().close();
  });

  it('sets up two-factor with the QR secret, shows 10 backup codes once, and disables it after a question asked in place', async () => {
    const player = await newPlayer();
    const page = await suite.pages.open('/dashboard/account', {
      token: player.token,
      timeoutMs: 10_000,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // Questions are asked in the page: a browser dialog fails the test.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const twoFactorCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/2fa/') && request.method() === 'POST')
        twoFactorCalls.push(new URL(request.url()).pathname);
    });
    const twoFactor = card(page, 'Two-Factor Authentication');
    const status = twoFactor.locator('.settings-card__state');

    await seeText(status, 'Status: Disabled');
    await twoFactor.getByRole('button', { name: 'Generate QR code' }).click();
    const qr = twoFactor.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Shown in groups of four; Copy copies the key itself.
    const shownSecret = await textOf(twoFactor.getByLabel('Secret key'));
    expect(shownSecret).toMatch(/^([A-Z2-7]{4} ){3,}[A-Z2-7]{1,4}$/);
    const secret = shownSecret.replace(/ /g, '');
    await twoFactor.getByRole('button', { name: 'Copy key' }).click();
    await seeText(twoFactor.locator('.copy__toast'), 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const code = twoFactor.getByLabel('6-digit code');
    const verify = twoFactor.getByRole('button', { name: 'Verify and enable' });
    await code.fill('12a4');
    expect(await code.inputValue()).toBe('124');
    expect(await verify.isDisabled()).toBe(true);
    await code.press('Enter');
    expect(await textOf(twoFactor.getByText('Please enter a valid 6-digit code'))).toBe(
      'Please enter a valid 6-digit code',
    );
    expect(twoFactorCalls).toEqual(['/api/2fa/generate']);

    const enablingCode = authenticator.generate(secret);
    await code.fill(enablingCode);
    expect(await verify.isEnabled()).toBe(true);
    await verify.click();
    const codes = twoFactor.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const backupCodes = await codes.allInnerTexts();
    expect(backupCodes).toHaveLength(10);
    backupCodes.forEach((backupCode) => expect(backupCode.trim()).toMatch(/^[0-9a-f]{8}$/));
    await seeText(status, 'Status: Enabled');
    await seeText(twoFactor.locator('.settings-message'), 'Two-factor authentication enabled');
    expect((await login(player.username, player.password)).body).toMatchObject({ requiresTwoFactor: true });

    // Shown once: after 'I have saved my codes' they are gone.
    await twoFactor.getByRole('button', { name: 'I have saved my codes' }).click();
    expect(await codes.count()).toBe(0);

    // Cancelling the question sends nothing and shows no code entry.
    const questions = { disable: /^Turn off two-factor authentication\?/, regenerate: /^Generate new backup codes\?/ };
    for (const [button, question] of [
      ['Disable 2FA', questions.disable],
      ['Regenerate backup codes', questions.regenerate],
    ] as const) {
      await twoFactor.getByRole('button', { name: button }).click();
      const asked = twoFactor.getByRole('group', { name: question });
      await eventually(async () =>
        expect(
          await asked.getByRole('button', { name: 'Cancel' }).evaluate((cancel) => cancel === document.activeElement),
        ).toBe(true),
      );
      await asked.getByRole('button', { name: 'Cancel' }).click();
      expect(await asked.count()).toBe(0);
    }
    expect(await code.count()).toBe(0);
    expect(twoFactorCalls).toEqual(['/api/2fa/generate', '/api/2fa/verify']);

    await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
    await twoFactor
      .getByRole('group', { name: questions.disable })
      .getByRole('button', { name: 'Yes, disable 2FA' })
      .click();
    await code.waitFor();
    // Turning it off takes the current password too: its field comes first, focused.
    const password = twoFactor.getByLabel('Current password');
    await eventually(async () =>
      expect(await password.evaluate((input) => input === document.activeElement)).toBe(true),
    );
    // The code that turned two-factor on was just used: the answer says to wait for the next one.
    await password.fill(player.password);
    await code.fill(enablingCode);
    await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
    await seeText(twoFactor.locator('.settings-message'), 'This code was just used. Wait for the next code.');
    await seeText(status, 'Status: Enabled');

    // Forgetting the step used stands for the clock moving on 30 s.
    await suite.db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE username = $1`, [
      player.username,
    ]);
    await code.fill(authenticator.generate(secret));
    await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
    expect(await textOf(twoFactor.locator('.form__error'))).toBe('Please enter your current password');
    await password.fill(player.password);
    await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
    await seeText(status, 'Status: Disabled');
    await seeText(twoFactor.locator('.settings-message'), 'Two-factor authentication disabled');
    expect(await twoFactor.getByRole('button', { name: 'Generate QR code' }).isVisible()).toBe(true);
    expect(twoFactorCalls).toEqual(['/api/2fa/generate', '/api/2fa/verify', '/api/2fa/disable', '/api/2fa/disable']);
    expect((await login(player.username, player.password)).body.token).toEqual(expect.any(String));
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('fits a phone (375 px): the grouped secret key and the questions asked in place', async () => {
    const player = await newPlayer();
    const page = await suite.pages.open('/dashboard/account', {
      token: player.token,
      timeoutMs: 10_000,
      viewport: { width: 375, height: 812 },
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const fitsScreen = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const twoFactor = card(page, 'Two-Factor Authentication');
    await twoFactor.getByRole('button', { name: 'Generate QR code' }).click();
    expect(await textOf(twoFactor.getByLabel('Secret key'))).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await fitsScreen();

    const sessions = card(page, 'Sessions');
    await sessions.getByRole('button', { name: 'Log out everywhere', exact: true }).click();
    const question = sessions.getByRole('group', { name: /^Log out of every session/ });
    await seeText(question, /Yes, log out everywhere Cancel$/);
    await fitsScreen();
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await question.count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('turns the IP restriction on, showing the stored IP, and off again after the current password', async () => {
    const player = await newPlayer();
    const page = await openAs(player.token, '/dashboard/account');
    const ipCard = card(page, 'IP Restriction');
    const toggle = ipCard.getByRole('switch', { name: 'Only allow logins from my IP address' });

    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await seeText(ipCard.locator('#ip-restriction-state'), 'Off: you can log in from anywhere.');
    await toggle.click();
    await seeText(ipCard.locator('.settings-message'), 'IP Restriction enabled');
    expect(await textOf(ipCard.locator('.ip-address'))).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(await toggle.isChecked()).toBe(true);

    await page.reload();
    expect(await textOf(ipCard.locator('.ip-address'))).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    await toggle.click();
    const prompt = ipCard.getByRole('form', { name: 'Turn off' });
    await prompt.getByLabel('Current password').fill('not-my-password');
    await prompt.getByRole('button', { name: 'Turn off' }).click();
    await seeText(ipCard.locator('.settings-message'), 'Current password is incorrect');
    expect(await toggle.isChecked()).toBe(true);
    await prompt.getByLabel('Current password').fill(player.password);
    await prompt.getByRole('button', { name: 'Turn off' }).click();
    await seeText(ipCard.locator('.settings-message'), 'IP Restriction disabled');
    await seeText(ipCard.locator('#ip-restriction-state'), 'Off: you can log in from anywhere.');
    expect(await toggle.isChecked()).toBe(false);
    expect(
      (await call('GET', '/api/user/security-settings', undefined, player.token)).body.settings.ipRestriction,
    ).toEqual({ enabled: false, allowedIp: null });
    await page.context().close();
  });

  it('changes the password (the page stays logged in) and updates the profile', async () => {
    const player = await newPlayer();
    const page = await openAs(player.token, '/dashboard/account');
    const passwordCard = card(page, 'Change Password');
    const current = passwordCard.getByLabel('Current password');
    const fresh = passwordCard.getByLabel('New password', { exact: true });
    const confirm = passwordCard.getByLabel('Confirm new password');
    const submit = passwordCard.getByRole('button', { name: 'Update password' });

    await current.fill(player.password);
    await fresh.fill('abc');
    await confirm.fill('abd');
    await submit.click();
    expect(await textOf(passwordCard.locator('#new-password-error'))).toBe('Password must be at least 6 characters');
    expect(await textOf(passwordCard.locator('#confirm-new-password-error'))).toBe('New passwords do not match');

    await current.fill('not-my-password');
    await fresh.fill('newpass1');
    await confirm.fill('newpass1');
    await submit.click();
    await seeText(passwordCard.locator('.settings-message'), 'Current password is incorrect');

    await current.fill(player.password);
    await submit.click();
    await seeText(passwordCard.locator('.settings-message'), 'Password updated successfully');
    expect([await current.inputValue(), await fresh.inputValue(), await confirm.inputValue()]).toEqual(['', '', '']);
    expect((await login(player.username, 'newpass1')).status).toBe(200);
    expect((await login(player.username, player.password)).status).toBe(401);
    // The old token died with the change; the page keeps working with the new one it stored.
    expect((await call('GET', '/api/user/profile', undefined, player.token)).status).toBe(401);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_KEY)).not.toBe(player.token);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/dashboard/account');

    const profileCard = card(page, 'Personal Information');
    const email = profileCard.getByLabel('Email');
    const birthday = profileCard.getByLabel('Birthday');
    await eventually(async () => expect(await email.inputValue()).toBe(`${player.username}@example.com`));
    expect(await birthday.inputValue()).toBe('1998-03-03');
    expect(new URL(page.url()).pathname).toBe('/dashboard/account');

    // A new email asks for the current password (the new one since the change above).
    await email.fill('member@henesys.local');
    await profileCard.getByLabel('Current password').fill('newpass1');
    await profileCard.getByRole('button', { name: 'Save changes' }).click();
    await seeText(profileCard.locator('.settings-message'), 'An account with this email already exists');

    const newEmail = `${player.username}.new@example.com`;
    await email.fill(newEmail);
    await birthday.fill('1991-07-08');
    await profileCard.getByLabel('Current password').fill('newpass1');
    await profileCard.getByRole('button', { name: 'Save changes' }).click();
    await seeText(profileCard.locator('.settings-message'), 'Profile updated successfully');
    await page.reload();
    await eventually(async () => expect(await email.inputValue()).toBe(newEmail));
    expect(await birthday.inputValue()).toBe('1991-07-08');
    await page.context().close();
  });

  const statusWith = async (token: string) => (await suite.system.api('GET', '/api/user/profile', token)).status;

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
