import { DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { GameAccounts, GameBans, GameModule, GamePlayers } from '@henesys/game';
import { ActivityModule, RedisModule, serviceModule, StaffAuditModule } from '@henesys/server';
import { AccountController } from './account/account.controller';
import { AccountSettingsUseCase } from './account/account-settings.use-case';
import { EmailChangeNotice } from './account/email-change-notice';
import { EmailChangesRepository } from './account/email-changes.repository';
import { IdentityCheck } from './account/identity-check';
import { UndoEmailChangeUseCase } from './account/undo-email-change.use-case';
import { AuthController } from './auth.controller';
import { AuthEnv } from './config/auth-env';
import { SecretBox } from './crypto/secret-box';
import { DemoUsersSeeder } from './demo/demo-users.seeder';
import { AttemptBackoff } from './login/attempt-backoff';
import { CompleteLogin } from './login/complete-login';
import { FailedLoginAlerts } from './login/failed-login-alerts';
import { LoginUseCase } from './login/login.use-case';
import { TwoFactorSessions } from './login/two-factor-sessions';
import { MailModule } from './mail/mail.module';
import { AuthSchema1763769600000 } from './migrations/1763769600000-auth-schema';
import { Identity1763769600001 } from './migrations/1763769600001-identity';
import { GameAccounts1763769600002 } from './migrations/1763769600002-game-accounts';
import { SessionsAndEmailChanges1763769600010 } from './migrations/1763769600010-sessions-and-email-changes';
import { IpAllowLinks1763769600020 } from './migrations/1763769600020-ip-allow-links';
import { Staff1763769600030 } from './migrations/1763769600030-staff';
import { PasswordResetsRepository } from './password-reset/password-resets.repository';
import { RequestPasswordResetUseCase } from './password-reset/request-password-reset.use-case';
import { ResetPasswordUseCase } from './password-reset/reset-password.use-case';
import { RegisterUseCase } from './register/register.use-case';
import { LogoutUseCase } from './tokens/logout.use-case';
import { Sessions } from './tokens/sessions';
import { SessionsRepository } from './tokens/sessions.repository';
import { SessionsController } from './tokens/sessions.controller';
import { TokenIssuer } from './tokens/token-issuer';
import { IpAllowancesRepository } from './security/ip-allowances.repository';
import { IpAllowLinks } from './security/ip-allow-links';
import { IpLock } from './security/ip-lock';
import { SecuritySettingsUseCase } from './security/security-settings.use-case';
import { LoginAddressesRepository } from './staff/login-addresses.repository';
import { StaffBanList } from './staff/staff-ban-list';
import { StaffBansRepository } from './staff/staff-bans.repository';
import { StaffController } from './staff/staff.controller';
import { StaffModerationUseCase } from './staff/staff-moderation.use-case';
import { StaffPlayer } from './staff/staff-player';
import { StaffSearch } from './staff/staff-search';
import { BackupCodesRepository } from './two-factor/backup-codes.repository';
import { SecondFactor } from './two-factor/second-factor';
import { TwoFactorSettingsUseCase } from './two-factor/two-factor-settings.use-case';
import { VerifyTwoFactorLoginUseCase } from './two-factor/verify-two-factor-login.use-case';
import { EffectiveRole } from './users/effective-role';
import { SiteUsers } from './users/site-users';
import { UsersRepository } from './users/users.repository';

export function authModule(env: AuthEnv): DynamicModule {
  return serviceModule({
    name: 'auth',
    envClass: AuthEnv,
    env,
    database: {
      schema: 'auth',
      entities: [],
      migrations: [
        AuthSchema1763769600000,
        Identity1763769600001,
        GameAccounts1763769600002,
        SessionsAndEmailChanges1763769600010,
        IpAllowLinks1763769600020,
        Staff1763769600030,
      ],
    },
    imports: [
      GameModule.forRoot(env),
      RedisModule.forRoot(env.REDIS_URL),
      ActivityModule.forRoot(),
      StaffAuditModule.forRoot(),
      MailModule.forRoot(),
      JwtModule.register({
        secret: env.JWT_SECRET,
        signOptions: { algorithm: 'HS256', expiresIn: env.JWT_EXPIRES_IN as `${number}h` },
      }),
    ],
    controllers: [AuthController, AccountController, SessionsController, StaffController],
    providers: [
      GameAccounts,
      GamePlayers,
      GameBans,
      UsersRepository,
      SessionsRepository,
      BackupCodesRepository,
      IpAllowancesRepository,
      PasswordResetsRepository,
      EmailChangesRepository,
      SiteUsers,
      EffectiveRole,
      DemoUsersSeeder,
      { provide: SecretBox, useFactory: () => new SecretBox(env.TWO_FACTOR_ENCRYPTION_KEY) },
      TokenIssuer,
      Sessions,
      LogoutUseCase,
      IdentityCheck,
      EmailChangeNotice,
      UndoEmailChangeUseCase,
      TwoFactorSessions,
      SecondFactor,
      CompleteLogin,
      AttemptBackoff,
      FailedLoginAlerts,
      IpLock,
      IpAllowLinks,
      RegisterUseCase,
      LoginUseCase,
      VerifyTwoFactorLoginUseCase,
      RequestPasswordResetUseCase,
      ResetPasswordUseCase,
      TwoFactorSettingsUseCase,
      SecuritySettingsUseCase,
      AccountSettingsUseCase,
      LoginAddressesRepository,
      StaffBansRepository,
      StaffSearch,
      StaffPlayer,
      StaffModerationUseCase,
      StaffBanList,
    ],
  });
}
