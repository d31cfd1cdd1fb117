import { MESSAGES } from '@henesys/contracts';
import { ChangePasswordPayload, SecuritySettingPayload, UpdateProfilePayload } from '@henesys/dto';
import { refusal, ServiceModuleUnderTest } from '@henesys/testing';
import { AccountController } from '../src/account/account.controller';
import { AuthEnv } from '../src/config/auth-env';
import { startAuthModule } from './auth-module';
import { IdentityDriver, validated } from './identity-driver';

/**
 * The refusals of the account settings (account-settings.e2e-spec.ts keeps each setting's main path
 * through the gateway): the auth module in this process, each payload validated by the service's pipe.
 */
describe('account settings refusals (auth module)', () => {
  let service: ServiceModuleUnderTest<AuthEnv>;
  let identity: IdentityDriver;
  let account: AccountController;

  const setSecurity = async (body: object) =>
    account.setSecuritySetting(await validated(SecuritySettingPayload, { ip: '127.0.0.1', ...body }));
  const changePassword = async (body: object) => account.changePassword(await validated(ChangePasswordPayload, body));
  const updateProfile = async (body: object) => account.updateProfile(await validated(UpdateProfilePayload, body));

  /** A fresh player: its id and password. */
  async function newPlayer() {
    const player = await identity.newPlayer({ birthday: '1998-03-03' });
    return { ...player, id: (await identity.siteUsers(player.username))[0].id };
  }

  beforeAll(async () => {
    service = await startAuthModule('auth_account_settings');
    identity = new IdentityDriver(service);
    account = service.get(AccountController);
  }, 120_000);

  afterAll(async () => service?.close());

  it('refuses unknown features, bad values, and turning two-factor on without a code', async () => {
    const { id: userId } = await newPlayer();
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
    const player = await newPlayer();
    const change = (currentPassword: string, newPassword: string) =>
      refusal(changePassword({ userId: player.id, currentPassword, newPassword }));
    expect(await change('not-mine', 'newpass1')).toEqual({ status: 400, message: MESSAGES.currentPasswordWrong });
    expect(await change(player.password, '12345')).toEqual({ status: 400, message: MESSAGES.changePasswordLength });
    expect((await change(player.password, '12345678901234567')).status).toBe(400);
    expect((await identity.loggedIn(player.username, player.password)).user.id).toBe(player.id);
  });

  it('refuses a profile with a bad email or birthday, or an email another player has', async () => {
    const [player, other] = [await newPlayer(), await newPlayer()];
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
      birthday: '1998-03-03',
    });
  });
});
