import type { BackupCodesAnswer, SecurityFeature, SecuritySettings, SuccessMessage, TwoFactorSetup } from './account';
import type { ForgotPasswordRequest, LoginRequest, LoginResult, LoginSuccess, RegisterRequest, ResetTokenStatus, SessionUserView, VerifyTwoFactorRequest } from './auth';

export type AuthRpc = {
  'auth.register': { request: RegisterRequest; response: { status: 'success'; message: string } };
  'auth.login': { request: LoginRequest; response: LoginResult };
  'auth.verify-2fa': { request: VerifyTwoFactorRequest; response: LoginSuccess };
  'auth.forgot-password': { request: ForgotPasswordRequest; response: { message: string } };
  'auth.verify-reset-token': { request: { token: string }; response: ResetTokenStatus };
  'auth.reset-password': { request: { token: string; password: string }; response: { status: 'success'; message: string } };
  'auth.user': { request: { userId: number }; response: SessionUserView };
  'auth.token-version': { request: { userId: number }; response: { tokenVersion: number } };
  'auth.2fa-status': { request: { userId: number }; response: { enabled: boolean } };
  'auth.2fa-generate': { request: { userId: number }; response: TwoFactorSetup };
  'auth.2fa-enable': { request: { userId: number; token: string }; response: BackupCodesAnswer };
  'auth.2fa-regenerate': { request: { userId: number; token: string }; response: BackupCodesAnswer };
  'auth.2fa-disable': { request: { userId: number; token: string }; response: SuccessMessage };
  'auth.security-settings': { request: { userId: number }; response: { success: true; settings: SecuritySettings } };
  'auth.set-security-setting': {
    request: { userId: number; feature: SecurityFeature; enabled: boolean; ip: string };
    response: SuccessMessage & { ip: string | null };
  };
  'auth.change-password': { request: { userId: number; currentPassword: string; newPassword: string }; response: SuccessMessage & { token: string } };
  'auth.update-profile': { request: { userId: number; email: string; birthday: string }; response: SuccessMessage };
  /** A sign-in through a proven Discord identity: the IP lock and two-factor still apply. */
  'auth.discord-login': { request: { userId: number; ip: string }; response: LoginResult };
};

export const AUTH_PATTERNS = {
  authRegister: 'auth.register',
  authLogin: 'auth.login',
  authVerifyTwoFactor: 'auth.verify-2fa',
  authForgotPassword: 'auth.forgot-password',
  authVerifyResetToken: 'auth.verify-reset-token',
  authResetPassword: 'auth.reset-password',
  authUser: 'auth.user',
  authTokenVersion: 'auth.token-version',
  authTwoFactorStatus: 'auth.2fa-status',
  authTwoFactorGenerate: 'auth.2fa-generate',
  authTwoFactorEnable: 'auth.2fa-enable',
  authTwoFactorRegenerate: 'auth.2fa-regenerate',
  authTwoFactorDisable: 'auth.2fa-disable',
  authSecuritySettings: 'auth.security-settings',
  authSetSecuritySetting: 'auth.set-security-setting',
  authChangePassword: 'auth.change-password',
  authUpdateProfile: 'auth.update-profile',
  authDiscordLogin: 'auth.discord-login',
} as const satisfies Record<string, keyof AuthRpc>;
