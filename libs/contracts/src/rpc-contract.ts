import type { BackupCodesAnswer, GameAccountDetails, SecurityFeature, SecuritySettings, SuccessMessage, TwoFactorSetup } from './account';
import type { ActivityEntry } from './activity';
import type {
  CharacterSummary,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResult,
  LoginSuccess,
  RegisterRequest,
  ResetTokenStatus,
  SessionUserView,
  VerifyTwoFactorRequest,
} from './auth';
import type { ServerStatusResponse } from './server-status';
import type { ServiceHealth, ServiceName } from './services';

type Empty = Record<string, never>;

/**
 * Every request/response pattern on the transport, with its payload and answer.
 * The gateway's RpcClient.send and the services' handlers are typed from this map.
 */
export type RpcContract = {
  [K in `${ServiceName}.health`]: { request: Empty; response: ServiceHealth };
} & {
  'content.server-status': { request: Empty; response: ServerStatusResponse };
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
  'auth.change-password': {
    request: { userId: number; currentPassword: string; newPassword: string };
    response: SuccessMessage & { token: string };
  };
  'auth.update-profile': { request: { userId: number; email: string; birthday: string }; response: SuccessMessage };
  'accounts.account-details': { request: { userId: number; username: string }; response: GameAccountDetails };
  'accounts.characters': { request: { username: string }; response: CharacterSummary[] };
  'accounts.recent-activity': { request: { userId: number }; response: ActivityEntry[] };
};

export type RpcPattern = keyof RpcContract;
export type RpcRequest<P extends RpcPattern> = RpcContract[P]['request'];
export type RpcResponse<P extends RpcPattern> = RpcContract[P]['response'];

export const PATTERNS = {
  contentServerStatus: 'content.server-status',
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
  accountsAccountDetails: 'accounts.account-details',
  accountsCharacters: 'accounts.characters',
  accountsRecentActivity: 'accounts.recent-activity',
} as const satisfies Record<string, RpcPattern>;
