import { MESSAGES } from '@henesys/contracts';
import {
  SecuritySettingPayload,
  TwoFactorDisablePayload,
  UndoEmailChangeDto,
  UpdateProfilePayload,
  UserIdPayload,
} from '@henesys/dto';
import { MailCatcher } from '@henesys/runner';
import { refusal } from '@henesys/testing';
import { AccountController } from '../src/account/account.controller';
import { currentTotp } from '../src/two-factor/totp';
import { AuthModuleWithMail, startAuthModuleWithMail } from './auth-module';
import { IdentityDriver, outcomeOf, statusOf, validated } from './identity-driver';

const undoTokenIn = (text: string) => /undo-email-change#token=([\w-]+)/.exec(text)?.[1] ?? '';
const wrongCode = (secret: string) => (currentTotp(secret) === '000000' ? '111111' : '000000');

/**
 * A stolen session must not take the account for good: a new email, turning two-factor or the IP lock
 * off ask for the current password (and a fresh code with two-factor on); the old address gets a
 * single-use link that puts it back and ends every session. The auth module in this process, mails
 * through its queue to an SMTP catcher of the test's own; sensitive-changes.e2e-spec.ts keeps the undo
 * link and the per-address limit through the gateway.
 */
describe('sensitive account changes ask for the current password and code (auth module)', () => {
  let service: AuthModuleWithMail;
  let identity: IdentityDriver;
  let account: AccountController;
  let mail: MailCatcher;

  const update = async (body: object) => account.updateProfile(await validated(UpdateProfilePayload, body));
  const setIpLock = async (userId: number, enabled: boolean, extra: object = {}) =>
    account.setSecuritySetting(
      await validated(SecuritySettingPayload, {
        userId,
        feature: 'IP Restriction',
        enabled,
        ip: '127.0.0.1',
        ...extra,
      }),
    );
  const ipLockOf = async (userId: number) =>
    (await account.securitySettings(await validated(UserIdPayload, { userId }))).settings.ipRestriction;
  const disableTwoFactor = async (body: object) =>
    account.twoFactorDisable(await validated(TwoFactorDisablePayload, body));
  const undo = async (body: object) => account.undoEmailChange(await validated(UndoEmailChangeDto, body));
  const siteRow = async (id: number): Promise<{ email: string; token_version: number }> =>
    (await identity.db.query(`SELECT email, token_version FROM auth.users WHERE id = $1`, [id]))[0];
  const gameEmail = async (name: string) => (await identity.gameRow(name))?.email;
  /** A code works once per 30-second step; forgetting the last accepted step stands for the clock moving on. */
  const nextStepLater = (userId: number) =>
    identity.db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE id = $1`, [userId]);

  beforeAll(async () => {
    service = await startAuthModuleWithMail('auth_sensitive');
    mail = service.mail;
    identity = new IdentityDriver(service);
    account = service.get(AccountController);
  }, 120_000);

  afterAll(async () => service?.close());

  it('changes the email only with the current password; the birthday alone needs none', async () => {
    const player = await identity.newPlayer();
    const newEmail = `${player.username}.moved@example.com`;
    const change = (extra: object = {}) =>
      update({ userId: player.id, email: newEmail, birthday: '1996-05-05', ...extra });

    expect(await refusal(change())).toEqual({ status: 400, message: MESSAGES.currentPasswordRequired });
    expect(await refusal(change({ currentPassword: 'not-mine' }))).toEqual({
      status: 400,
      message: MESSAGES.currentPasswordWrong,
    });
    expect((await siteRow(player.id)).email).toBe(player.email);
    expect(await update({ userId: player.id, email: player.email, birthday: '1990-02-02' })).toEqual({
      success: true,
      message: MESSAGES.profileUpdated,
    });

    expect(await change({ currentPassword: player.password })).toEqual({
      success: true,
      message: MESSAGES.profileUpdated,
    });
    expect((await identity.siteUsers(player.username))[0]).toMatchObject({ email: newEmail, birthday: '1996-05-05' });
    expect(await gameEmail(player.username)).toBe(newEmail);
  });

  it('mails the old address a link that puts it back once (8 sent at once: one wins) and ends every session; the new address gets nothing', async () => {
    const player = await identity.newPlayer();
    const before = await siteRow(player.id);
    const newEmail = `${player.username}.taken@example.com`;
    await update({ userId: player.id, email: newEmail, birthday: '1996-05-05', currentPassword: player.password });

    const notice = await mail.waitFor(player.email);
    expect(notice.subject).toBe('The email address of your Henesys account was changed');
    expect(notice.text).toContain(`from ${player.email} to ${newEmail}`);
    const token = undoTokenIn(notice.text);
    expect(notice.text).toContain(`http://localhost:3000/undo-email-change#token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);

    const invalid = { status: 400, message: MESSAGES.emailUndoLinkInvalid };
    const answers = await Promise.all(Array.from({ length: 8 }, () => outcomeOf(undo({ token }))));
    expect(answers.filter((answer) => 'value' in answer)).toEqual([
      { value: { success: true, message: MESSAGES.emailChangeUndone } },
    ]);
    expect(answers.filter((answer) => !('value' in answer))).toEqual(Array(7).fill(invalid));
    expect(await refusal(undo({ token }))).toEqual(invalid);

    const after = await siteRow(player.id);
    expect(after.email).toBe(player.email);
    expect(after.token_version).toBeGreaterThan(before.token_version);
    expect(await gameEmail(player.username)).toBe(player.email);
    expect(mail.mails.filter((caught) => caught.to.includes(newEmail.toLowerCase()))).toEqual([]);
  });

  it('voids the later undo links once one is used: a second change cannot be replayed over the restored address', async () => {
    const player = await identity.newPlayer();
    const second = `${player.username}.b@example.com`;
    for (const email of [second, `${player.username}.c@example.com`])
      await update({ userId: player.id, email, birthday: '1996-05-05', currentPassword: player.password });
    const first = undoTokenIn((await mail.waitFor(player.email)).text);
    const later = undoTokenIn((await mail.waitFor(second)).text);
    await undo({ token: first });
    const invalid = { status: 400, message: MESSAGES.emailUndoLinkInvalid };
    expect(await refusal(undo({ token: later }))).toEqual(invalid);
    expect((await siteRow(player.id)).email).toBe(player.email);
    expect(await refusal(undo({ token: 'not-a-link' }))).toEqual(invalid);
    expect((await refusal(undo({}))).status).toBe(400);
  });

  it('turns the IP lock on without a password, but off only with it', async () => {
    const player = await identity.newPlayer();
    expect(await setIpLock(player.id, true)).toMatchObject({ success: true, message: MESSAGES.ipRestrictionEnabled });
    expect(await refusal(setIpLock(player.id, false))).toEqual({
      status: 400,
      message: MESSAGES.currentPasswordRequired,
    });
    expect(await refusal(setIpLock(player.id, false, { currentPassword: 'not-mine' }))).toEqual({
      status: 400,
      message: MESSAGES.currentPasswordWrong,
    });
    expect((await ipLockOf(player.id)).enabled).toBe(true);
    expect(await setIpLock(player.id, false, { currentPassword: player.password })).toEqual({
      success: true,
      message: MESSAGES.ipRestrictionDisabled,
      ip: null,
    });
    expect(await ipLockOf(player.id)).toEqual({ enabled: false, allowedIp: null });
  });

  it('with two-factor on, also asks for a fresh code: email, IP lock off; turning two-factor off needs the password too, and a wrong password uses up no code', async () => {
    const player = await identity.newPlayer();
    const { secret } = await identity.enableTwoFactor(player.username);
    const newEmail = `${player.username}.2fa@example.com`;
    const changeEmail = (extra: object) =>
      update({
        userId: player.id,
        email: newEmail,
        birthday: '1996-05-05',
        currentPassword: player.password,
        ...extra,
      });
    const refused = (message: string) => ({ status: 400, message });

    expect(await refusal(changeEmail({}))).toEqual(refused(MESSAGES.settingsCodeInvalid));
    expect(await refusal(changeEmail({ twoFactorCode: wrongCode(secret) }))).toEqual(
      refused(MESSAGES.twoFactorInvalid),
    );
    expect(await refusal(changeEmail({ currentPassword: 'not-mine', twoFactorCode: currentTotp(secret) }))).toEqual(
      refused(MESSAGES.currentPasswordWrong),
    );
    await changeEmail({ twoFactorCode: currentTotp(secret) });
    expect((await siteRow(player.id)).email).toBe(newEmail);

    await nextStepLater(player.id);
    await setIpLock(player.id, true);
    const ipOff = (extra: object) => setIpLock(player.id, false, { currentPassword: player.password, ...extra });
    expect(await refusal(ipOff({}))).toEqual(refused(MESSAGES.settingsCodeInvalid));
    expect(await ipOff({ twoFactorCode: currentTotp(secret) })).toMatchObject({ success: true, ip: null });

    await nextStepLater(player.id);
    const disable = (body: object) => disableTwoFactor({ userId: player.id, ...body });
    expect(await refusal(disable({ token: currentTotp(secret) }))).toEqual(refused(MESSAGES.currentPasswordRequired));
    expect(await refusal(disable({ token: currentTotp(secret), currentPassword: 'not-mine' }))).toEqual(
      refused(MESSAGES.currentPasswordWrong),
    );
    expect(await refusal(disable({ token: wrongCode(secret), currentPassword: player.password }))).toEqual(
      refused(MESSAGES.twoFactorInvalid),
    );
    // The code refused above with the wrong password was not used up.
    expect(await disable({ token: currentTotp(secret), currentPassword: player.password })).toEqual({
      success: true,
      message: MESSAGES.twoFactorDisabled,
    });
  });

  it("makes one account's guesser wait, the login included: the same per-account backoff as the login", async () => {
    const player = await identity.newPlayer();
    const changeEmail = (currentPassword: string) =>
      statusOf(
        update({
          userId: player.id,
          email: `${player.username}.y@example.com`,
          birthday: '1996-05-05',
          currentPassword,
        }),
      );
    const judged = [];
    for (let i = 0; i < 5; i += 1) judged.push(await changeEmail(`guess-${i}`));
    expect(judged).toEqual([400, 400, 400, 400, 400]);
    // The fifth failure starts a wait (2 s at first): the right password waits too, here and at the login.
    const answers = await Promise.all([
      changeEmail('guess-5'),
      changeEmail(player.password),
      statusOf(identity.login({ username: player.username, password: player.password }, '203.0.113.50')),
    ]);
    expect(answers).toEqual([429, 429, 429]);
    expect((await siteRow(player.id)).email).toBe(player.email);
  });
});
