import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import {
  AllowIpDto,
  DiscordSignInPayload,
  ForgotPasswordDto,
  LoginPayload,
  RegisterDto,
  ResetPasswordPayload,
  ResetTokenPayload,
  UserIdPayload,
  VerifyTwoFactorPayload,
} from '@henesys/dto';
import { LoginUseCase } from './login/login.use-case';
import { RequestPasswordResetUseCase } from './password-reset/request-password-reset.use-case';
import { ResetPasswordUseCase } from './password-reset/reset-password.use-case';
import { RegisterUseCase } from './register/register.use-case';
import { IpAllowLinks } from './security/ip-allow-links';
import { TokenIssuer } from './tokens/token-issuer';
import { EffectiveRole } from './users/effective-role';
import { VerifyTwoFactorLoginUseCase } from './two-factor/verify-two-factor-login.use-case';
import type { User } from './users/user';
import { UsersRepository } from './users/users.repository';
import { requireUser } from './users/require-user';
import { toSessionUser } from './users/session-user';

@Controller()
export class AuthController {
  constructor(
    private readonly register: RegisterUseCase,
    private readonly login: LoginUseCase,
    private readonly verifyTwoFactor: VerifyTwoFactorLoginUseCase,
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
    private readonly ipAllowLinks: IpAllowLinks,
    private readonly tokens: TokenIssuer,
    private readonly roles: EffectiveRole,
    private readonly users: UsersRepository,
  ) {}

  @RpcHandler(PATTERNS.authRegister)
  onRegister(@Payload() payload: RegisterDto): Promise<RpcResponse<'auth.register'>> {
    return this.register.execute(payload);
  }

  @RpcHandler(PATTERNS.authLogin)
  onLogin(@Payload() payload: LoginPayload): Promise<RpcResponse<'auth.login'>> {
    return this.login.execute(payload);
  }

  /** The community service proved the Discord identity; the account's own locks still apply. */
  @RpcHandler(PATTERNS.authDiscordLogin)
  async onDiscordLogin(@Payload() payload: DiscordSignInPayload): Promise<RpcResponse<'auth.discord-login'>> {
    return this.login.continueFor(await this.findUser(payload.userId), payload.ip);
  }

  @RpcHandler(PATTERNS.authVerifyTwoFactor)
  onVerifyTwoFactor(@Payload() payload: VerifyTwoFactorPayload): Promise<RpcResponse<'auth.verify-2fa'>> {
    return this.verifyTwoFactor.execute(payload);
  }

  @RpcHandler(PATTERNS.authForgotPassword)
  onForgotPassword(@Payload() payload: ForgotPasswordDto): Promise<RpcResponse<'auth.forgot-password'>> {
    return this.requestReset.execute(payload);
  }

  @RpcHandler(PATTERNS.authVerifyResetToken)
  onVerifyResetToken(@Payload() payload: ResetTokenPayload): Promise<RpcResponse<'auth.verify-reset-token'>> {
    return this.resetPassword.status(payload.token);
  }

  @RpcHandler(PATTERNS.authResetPassword)
  onResetPassword(@Payload() payload: ResetPasswordPayload): Promise<RpcResponse<'auth.reset-password'>> {
    return this.resetPassword.reset(payload.token, payload.password);
  }

  @RpcHandler(PATTERNS.authAllowIp)
  onAllowIp(@Payload() payload: AllowIpDto): Promise<RpcResponse<'auth.allow-ip'>> {
    return this.ipAllowLinks.use(payload.token);
  }

  @RpcHandler(PATTERNS.authUser)
  async onUser(@Payload() payload: UserIdPayload): Promise<RpcResponse<'auth.user'>> {
    return toSessionUser(await this.roles.apply(await this.findUser(payload.userId)));
  }

  /** The gateway asks when its cache has no entry; the answer refills the cache. */
  @RpcHandler(PATTERNS.authTokenVersion)
  async onTokenVersion(@Payload() payload: UserIdPayload): Promise<RpcResponse<'auth.token-version'>> {
    const user = await this.findUser(payload.userId);
    await this.tokens.republishVersion(user.id, user.tokenVersion);
    return { tokenVersion: user.tokenVersion };
  }

  private findUser(id: number): Promise<User> {
    return requireUser(this.users, id);
  }
}
