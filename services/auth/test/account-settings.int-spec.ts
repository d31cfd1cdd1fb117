import { MESSAGES } from '@henesys/contracts';
import {
  ChangePasswordPayload,
  SecuritySettingPayload,
  TwoFactorCodePayload,
  TwoFactorDisablePayload,
  UpdateProfilePayload,
  UserIdPayload,
} from '@henesys/dto';
import { refusal, ServiceModuleUnderTest } from '@henesys/testing';
import { AccountController } from '../src/account/account.controller';
import { AuthEnv } from '../src/config/auth-env';
import { currentTotp } from '../src/two-factor/totp';
import { startAuthModule } from './auth-module';
import { IdentityDriver, statusOf, validated } from './identity-driver';

/**
 * The rules of the account settings (account-settings.e2e-spec.ts keeps each setting's main path
 * through the gateway): the auth module in this process, each payload validated by the service's pipe.
 */
describe('account settings rules (auth module)', () => {
  let service: ServiceModuleUnderTest<AuthEnv>;
  let identity: IdentityDriver;
  let account: AccountController;

  const setSecurity = async (body: object) =>
    account.setSecuritySetting(await validated(SecuritySettingPayload, { ip: '127.0.0.1', ...body }));
  const changePassword = async (body: object) => account.changePassword(await validated(ChangePasswordPayload, body));
  const updateProfile = async (body: object) => account.updateProfile(await validated(UpdateProfilePayload, body));

  /** The next TOTP step is accepted once; forgetting the last step stands for the clock moving on. */
  const nextStepLater = (userId: number) =>
    identity.db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE id = $1`, [userId]);

  beforeAll(async () => {
    service = await startAuthModule('auth_account_settings');
    identity = new IdentityDriver(service);
    account = service.get(AccountController);
  }, 120_000);

  afterAll(async () => service?.close());

  it('refuses unknown features, bad values, and turning two-factor on without a code', async () => {
    const { id: userId } = await identity.newPlayer();
    expect(await refusal(setSecurity({ userId, feature: 'Root Access', enabled: true }))).toEqual({
      status: 400,
      message: MESSAGES.unknownSecurityFeature,
    });
    expect((await refusal(setSecurity({ userId, feature: 'IP Restriction', enabled: 'yes' }))).status).toBe(400);
    expect(await refusal(setSecurity({ userId, feature: 'Two-Factor Authentication', enabled: true }))).toEqual({
      status: 400,
      message: MESSAGES.twoFactorUseSetup,
    });
  });

  it('refuses a password change with a wrong current password or a new one too short or too long, keeping the old one', async () => {
    const player = await identity.newPlayer();
    const change = (currentPassword: string, newPassword: string) =>
      refusal(changePassword({ userId: player.id, currentPassword, newPassword }));
    expect(await change('not-mine', 'newpass1')).toEqual({ status: 400, message: MESSAGES.currentPasswordWrong });
    expect(await change(player.password, '12345')).toEqual({ status: 400, message: MESSAGES.changePasswordLength });
    expect((await change(player.password, '12345678901234567')).status).toBe(400);
    expect((await identity.loggedIn(player.username, player.password)).user.id).toBe(player.id);
  });

  it('refuses a profile with a bad email or birthday, or an email another player has', async () => {
    const [player, other] = [await identity.newPlayer(), await identity.newPlayer()];
    const update = (body: object) => refusal(updateProfile({ userId: player.id, birthday: '1990-01-01', ...body }));
    expect(await update({ email: 'nope' })).toEqual({ status: 400, message: MESSAGES.emailInvalid });
    expect(await update({ email: `${'x'.repeat(34)}@example.com` })).toEqual({
      status: 400,
      message: MESSAGES.emailTooLong,
    });
    expect(await update({ email: 'ok@example.com', birthday: '2999-01-01' })).toEqual({
      status: 400,
      message: MESSAGES.birthdayInvalid,
    });
    // A new email takes the current password (sensitive-changes.e2e-spec.ts).
    expect(await update({ email: other.email, currentPassword: player.password })).toEqual({
      status: 409,
      message: MESSAGES.emailTaken,
    });
    expect((await identity.siteUsers(player.username))[0]).toMatchObject({
      email: player.email,
      birthday: '2000-01-31',
    });
  });

  it('sets up two-factor: the code checked, 10 distinct backup codes, no second setup, the secret sealed, regenerated codes replace the old, a used code spent', async () => {
    const player = await identity.newPlayer();
    const userId = player.id;
    const withCode = async (token: string) => validated(TwoFactorCodePayload, { userId, token });
    const status = async () => account.twoFactorStatus(await validated(UserIdPayload, { userId }));
    const backupLogin = async (backupCode: string) =>
      statusOf(
        identity.verify({ sessionToken: await identity.challenge(player.username, player.password), backupCode }),
      );
    expect(await status()).toEqual({ enabled: false });

    const setup = await account.twoFactorGenerate(await validated(UserIdPayload, { userId }));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrCodeDataURL).toMatch(/^data:image\/png;base64,/);
    expect(await refusal(withCode('12345'))).toEqual({ status: 400, message: MESSAGES.settingsCodeInvalid });
    const wrong = currentTotp(setup.secret) === '000000' ? '111111' : '000000';
    expect(await refusal(account.twoFactorEnable(await withCode(wrong)))).toEqual({
      status: 400,
      message: MESSAGES.twoFactorInvalid,
    });
    const enabled = await account.twoFactorEnable(await withCode(currentTotp(setup.secret)));
    expect(enabled.backupCodes).toHaveLength(10);
    enabled.backupCodes.forEach((code: string) => expect(code).toMatch(/^[0-9a-f]{8}$/));
    expect(new Set(enabled.backupCodes).size).toBe(10);
    expect(await status()).toEqual({ enabled: true });
    expect((await refusal(account.twoFactorGenerate(await validated(UserIdPayload, { userId })))).status).toBe(409);
    const [{ two_factor_secret: stored }] = await identity.db.query(
      `SELECT two_factor_secret FROM auth.users WHERE id = $1`,
      [userId],
    );
    expect(stored).not.toContain(setup.secret);

    await nextStepLater(userId);
    const regenerated = await account.twoFactorRegenerate(await withCode(currentTotp(setup.secret)));
    expect(regenerated.backupCodes).toHaveLength(10);
    expect(await backupLogin(enabled.backupCodes[1])).toBe(401);
    expect(await backupLogin(regenerated.backupCodes[1])).toBe(200);

    // The code used above is spent and says so.
    const disable = async () =>
      account.twoFactorDisable(
        await validated(TwoFactorDisablePayload, {
          userId,
          token: currentTotp(setup.secret),
          currentPassword: player.password,
        }),
      );
    expect(await refusal(disable())).toEqual({ status: 400, message: MESSAGES.twoFactorCodeUsed });
    await nextStepLater(userId);
    expect(await disable()).toEqual({ success: true, message: MESSAGES.twoFactorDisabled });
    const [{ n }] = await identity.db.query(`SELECT count(*)::int AS n FROM auth.backup_codes WHERE user_id = $1`, [
      userId,
    ]);
    expect(n).toBe(0);
  });
});
