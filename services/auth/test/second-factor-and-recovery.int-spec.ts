import { MESSAGES } from '@henesys/contracts';
import { ForgotPasswordDto, ResetPasswordPayload, ResetTokenPayload } from '@henesys/dto';
import { MailCatcher } from '@henesys/runner';
import { refusal, resetTokenIn } from '@henesys/testing';
import { compare } from 'bcrypt';
import { currentTotp } from '../src/two-factor/totp';
import { AuthModuleWithMail, startAuthModuleWithMail } from './auth-module';
import { IdentityDriver, statusOf, validated } from './identity-driver';

/**
 * The two-factor step's and password recovery's rules (identity.e2e-spec.ts keeps one pass of each
 * through the gateway): the auth module in this process on real PostgreSQL, Redis and a Cosmic game
 * database; recovery mails go through the module's mail queue to an SMTP catcher of the test's own.
 */
describe('two-factor and recovery rules (auth module)', () => {
  let service: AuthModuleWithMail;
  let identity: IdentityDriver;
  let mail: MailCatcher;

  beforeAll(async () => {
    // The race sends one account's codes by the ten: above the per-account backoff (login-guessing.int-spec.ts).
    service = await startAuthModuleWithMail('auth_second_factor', {
      LOGIN_BACKOFF_AFTER_FAILURES: '50',
    });
    mail = service.mail;
    identity = new IdentityDriver(service);
  }, 120_000);

  afterAll(async () => service?.close());

  describe('two-factor login', () => {
    it('asks for the second step, accepts a fresh TOTP once, and a backup code once', async () => {
      const account = await identity.newPlayer();
      const { secret, userId } = await identity.enableTwoFactor(account.username, ['a1b2c3d4']);
      const challenge = () => identity.challenge(account.username, account.password);

      expect(await identity.login({ username: account.username, password: account.password })).toEqual({
        requiresTwoFactor: true,
        sessionToken: expect.stringMatching(/^[0-9a-f]{64}$/),
        userId,
      });
      const sessionToken = await challenge();
      expect(await refusal(identity.verify({ sessionToken, twoFactorCode: '12345' }))).toEqual({
        status: 400,
        message: MESSAGES.twoFactorCodeLength,
      });
      expect(await refusal(identity.verify({ sessionToken }))).toEqual({
        status: 400,
        message: MESSAGES.twoFactorCodeOrBackup,
      });
      const wrongCode = currentTotp(secret) === '000000' ? '111111' : '000000';
      expect(await refusal(identity.verify({ sessionToken, twoFactorCode: wrongCode }))).toEqual({
        status: 401,
        message: MESSAGES.twoFactorInvalid,
      });

      const code = currentTotp(secret);
      expect((await identity.verify({ sessionToken, twoFactorCode: code })).user.username).toBe(account.username);
      expect((await refusal(identity.verify({ sessionToken, twoFactorCode: code }))).status).toBe(401);
      expect(await refusal(identity.verify({ sessionToken: await challenge(), twoFactorCode: code }))).toEqual({
        status: 401,
        message: MESSAGES.twoFactorCodeUsed,
      });

      expect((await identity.verify({ sessionToken: await challenge(), backupCode: 'A1B2C3D4' })).user.id).toBe(userId);
      expect(await refusal(identity.verify({ sessionToken: await challenge(), backupCode: 'a1b2c3d4' }))).toEqual({
        status: 401,
        message: MESSAGES.twoFactorInvalid,
      });
    });

    it('ends a login session after five wrong codes', async () => {
      const account = await identity.newPlayer();
      await identity.enableTwoFactor(account.username);
      const sessionToken = await identity.challenge(account.username, account.password);
      for (let i = 0; i < 5; i += 1) await statusOf(identity.verify({ sessionToken, backupCode: `0000000${i}` }));
      expect(await refusal(identity.verify({ sessionToken, backupCode: '00000009' }))).toEqual({
        status: 401,
        message: MESSAGES.twoFactorSessionExpired,
      });
    });

    it('logs in once when the same backup code is sent 10 times at once, from 10 login sessions', async () => {
      const account = await identity.newPlayer();
      await identity.enableTwoFactor(account.username, ['feedc0de']);
      const sessions = await Promise.all(
        Array.from({ length: 10 }, () => identity.challenge(account.username, account.password)),
      );
      const statuses = await Promise.all(
        sessions.map((sessionToken) => statusOf(identity.verify({ sessionToken, backupCode: 'feedc0de' }))),
      );
      expect(statuses.sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401, 401, 401]);
      const [{ used }] = await identity.db.query(
        `SELECT count(*)::int AS used FROM auth.backup_codes b JOIN auth.users u ON u.id = b.user_id WHERE u.username = $1 AND b.used_at IS NOT NULL`,
        [account.username],
      );
      expect(used).toBe(1);
    });
  });

  describe('password recovery by mail', () => {
    const forgot = async (body: object) =>
      identity.controller.onForgotPassword(await validated(ForgotPasswordDto, body));
    const tokenStatus = async (token: string) =>
      identity.controller.onVerifyResetToken(await validated(ResetTokenPayload, { token }));
    const reset = async (token: string, password: string) =>
      identity.controller.onResetPassword(await validated(ResetPasswordPayload, { token, password }));
    const INVALID_LINK = { status: 400, message: MESSAGES.resetLinkInvalid };
    /** The token of the newest recovery mail to `email` other than `not`. */
    const mailedToken = async (email: string, not?: string) => {
      const token = resetTokenIn((await mail.waitFor(email, (caught) => resetTokenIn(caught.text) !== not)).text);
      if (!token) throw new Error('no reset link in the mail');
      return token;
    };

    it('answers the same whether or not the details match, and mails only the owner', async () => {
      const account = await identity.newPlayer();
      const same = { message: MESSAGES.forgotSuccess };
      expect(await forgot({ email: account.email, username: account.username, birthday: '1990-01-01' })).toEqual(same);
      expect(await forgot({ email: 'nobody@example.com', username: 'nobodyhere', birthday: '2000-01-31' })).toEqual(
        same,
      );
      expect(
        await forgot({ email: account.email.toUpperCase(), username: account.username, birthday: account.birthday }),
      ).toEqual(same);
      const caught = await mail.waitFor(account.email);
      expect(mail.mails.filter((each) => each.to.includes(account.email))).toHaveLength(1);
      expect(mail.mails.filter((each) => each.to.includes('nobody@example.com'))).toEqual([]);
      expect(caught.subject).toBe('Reset your Henesys password');
      expect(caught.text).toContain(`http://localhost:3000/reset-password#token=${resetTokenIn(caught.text)}`);
    });

    it('asks for every field with the spec messages', async () => {
      expect(await refusal(forgot({ username: 'x', birthday: '2000-01-01' }))).toEqual({
        status: 400,
        message: MESSAGES.forgotEmailRequired,
      });
      expect(await refusal(forgot({ email: 'a@b.co', birthday: '2000-01-01' }))).toEqual({
        status: 400,
        message: MESSAGES.forgotUsernameRequired,
      });
      expect(await refusal(forgot({ email: 'a@b.co', username: 'x' }))).toEqual({
        status: 400,
        message: MESSAGES.forgotBirthdayRequired,
      });
    });

    it('resets with the mailed token: the new password is the game password, the old one fails, the link works once', async () => {
      const account = await identity.newPlayer();
      await forgot({ email: account.email, username: account.username, birthday: account.birthday });
      const token = await mailedToken(account.email);

      expect(await tokenStatus(token)).toEqual({ status: 'success', minutesLeft: 30 });
      expect(await refusal(reset(token, ''))).toEqual({ status: 400, message: MESSAGES.resetPasswordRequired });
      expect(await refusal(reset(token, '12345'))).toEqual({ status: 400, message: MESSAGES.resetPasswordLength });
      expect(await reset(token, 'brand-new-1')).toMatchObject({ status: 'success' });

      expect((await refusal(identity.login({ username: account.username, password: account.password }))).status).toBe(
        401,
      );
      expect((await identity.loggedIn(account.username, 'brand-new-1')).user.username).toBe(account.username);
      expect(await compare('brand-new-1', await identity.gamePassword(account.username))).toBe(true);

      expect(await refusal(reset(token, 'again-new-2'))).toEqual(INVALID_LINK);
      expect(await refusal(tokenStatus(token))).toEqual(INVALID_LINK);
    });

    it('refuses an expired link and one replaced by a newer request', async () => {
      const account = await identity.newPlayer();
      const ask = () => forgot({ email: account.email, username: account.username, birthday: account.birthday });
      await ask();
      const first = await mailedToken(account.email);
      await ask();
      const second = await mailedToken(account.email, first);
      expect(await refusal(tokenStatus(first))).toEqual(INVALID_LINK);
      expect(await tokenStatus(second)).toMatchObject({ status: 'success' });

      await identity.db.query(
        `UPDATE auth.password_resets SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL AND user_id = (SELECT id FROM auth.users WHERE username = $1)`,
        [account.username],
      );
      expect(await refusal(reset(second, 'late-new-1'))).toEqual(INVALID_LINK);
      expect((await identity.loggedIn(account.username, account.password)).user.username).toBe(account.username);
    });

    it('refuses made-up links', async () => {
      expect(await refusal(tokenStatus('not-a-real-token'))).toEqual(INVALID_LINK);
    });
  });
});
