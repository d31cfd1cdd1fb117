import type {
  BackupCodesAnswer,
  IdentityProof,
  SecurityFeature,
  SecuritySettings,
  SuccessMessage,
  TwoFactorSetup,
} from './account';
import type {
  ForgotPasswordRequest,
  IpAllowAnswer,
  LoginRequest,
  LoginResult,
  LoginSuccess,
  RegisterRequest,
  ResetTokenStatus,
  SessionUserView,
  VerifyTwoFactorRequest,
} from './auth';

export type AuthRpc = {
  'auth.register': { request: RegisterRequest; response: { status: 'success'; message: string } };
  'auth.login': { request: LoginRequest; response: LoginResult };
  'auth.verify-2fa': { request: VerifyTwoFactorRequest; response: LoginSuccess };
  'auth.forgot-password': { request: ForgotPasswordRequest; response: { message: string } };
  'auth.verify-reset-token': { request: { token: string }; response: ResetTokenStatus };
  'auth.reset-password': {
    request: { token: string; password: string };
    response: { status: 'success'; message: string };
  };
  /** The single-use link mailed after a login the IP lock refused: allows that address. */
  'auth.allow-ip': { request: { token: string }; response: IpAllowAnswer };
  'auth.user': { request: { userId: number }; response: SessionUserView };
  'auth.token-version': { request: { userId: number }; response: { tokenVersion: number } };
  'auth.2fa-status': { request: { userId: number }; response: { enabled: boolean } };
  'auth.2fa-generate': { request: { userId: number }; response: TwoFactorSetup };
  'auth.2fa-enable': { request: { userId: number; token: string }; response: BackupCodesAnswer };
  'auth.2fa-regenerate': { request: { userId: number; token: string }; response: BackupCodesAnswer };
  'auth.2fa-disable': { request: { userId: number; token: string; currentPassword: string }; response: SuccessMessage };
  'auth.security-settings': { request: { userId: number }; response: { success: true; settings: SecuritySettings } };
  'auth.set-security-setting': {
    request: { userId: number; feature: SecurityFeature; enabled: boolean; ip: string } & IdentityProof;
    response: SuccessMessage & { ip: string | null };
  };
  'auth.change-password': {
    request: { userId: number; currentPassword: string; newPassword: string };
    response: SuccessMessage & { token: string };
  };
  'auth.update-profile': {
    request: { userId: number; email: string; birthday: string } & IdentityProof;
    response: SuccessMessage;
  };
  /** A sign-in through a proven Discord identity: the IP lock and two-factor still apply. */
  'auth.discord-login': { request: { userId: number; ip: string }; response: LoginResult };
  /** The gateway asks when Redis has no state for a session; auth publishes it again. */
  'auth.session-state': { request: { userId: number; sessionId: string }; response: { live: boolean } };
  'auth.logout': { request: { userId: number; sessionId: string }; response: SuccessMessage };
  /** Ends every session of the user (token version bump), the caller's included. */
  'auth.logout-all': { request: { userId: number }; response: SuccessMessage };
  /** A sensitive change another service makes (unlinking Discord) first proves the caller knows the password. */
  'auth.confirm-identity': { request: { userId: number } & IdentityProof; response: { confirmed: true } };
  /** The old address's single-use link: puts it back and ends every session. */
  'auth.undo-email-change': { request: { token: string }; response: SuccessMessage };
};

export const AUTH_PATTERNS = {
  authRegister: 'auth.register',
  authLogin: 'auth.login',
  authVerifyTwoFactor: 'auth.verify-2fa',
  authForgotPassword: 'auth.forgot-password',
  authVerifyResetToken: 'auth.verify-reset-token',
  authResetPassword: 'auth.reset-password',
  authAllowIp: 'auth.allow-ip',
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
  authSessionState: 'auth.session-state',
  authLogout: 'auth.logout',
  authLogoutAll: 'auth.logout-all',
  authConfirmIdentity: 'auth.confirm-identity',
  authUndoEmailChange: 'auth.undo-email-change',
} as const satisfies Record<string, keyof AuthRpc>;
