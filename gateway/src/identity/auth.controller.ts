import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import {
  AllowIpDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  ResetPasswordWithTokenDto,
  ResetTokenDto,
  UndoEmailChangeDto,
  VerifyTwoFactorDto,
} from '@henesys/dto';
import type { Request } from 'express';
import { Public } from '../auth/access.decorators';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** The caller's address as this gateway sees it (X-Forwarded-For only when TRUST_PROXY says so). */
export const clientIp = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** SPEC §7 `/auth/*`: sign-up, the two login steps and password recovery. */
@Controller('auth')
@Public()
export class AuthController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('register')
  @RateLimit('register')
  register(@Body() body: RegisterDto): Promise<RpcResponse<'auth.register'>> {
    return this.rpc.send(PATTERNS.authRegister, body);
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  login(@Body() body: LoginDto, @Req() request: Request): Promise<RpcResponse<'auth.login'>> {
    return this.rpc.send(PATTERNS.authLogin, { ...body, ip: clientIp(request) });
  }

  @Post('verify-2fa')
  @HttpCode(200)
  @RateLimit('twoFactor')
  verifyTwoFactor(@Body() body: VerifyTwoFactorDto, @Req() request: Request): Promise<RpcResponse<'auth.verify-2fa'>> {
    return this.rpc.send(PATTERNS.authVerifyTwoFactor, { ...body, ip: clientIp(request) });
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit('passwordReset')
  forgotPassword(@Body() body: ForgotPasswordDto): Promise<RpcResponse<'auth.forgot-password'>> {
    return this.rpc.send(PATTERNS.authForgotPassword, body);
  }

  @Get('verify-reset-token/:token')
  @RateLimit('passwordReset')
  verifyResetToken(@Param('token') token: string): Promise<RpcResponse<'auth.verify-reset-token'>> {
    return this.rpc.send(PATTERNS.authVerifyResetToken, { token });
  }

  /** The same check with the token in the body: what the reset page sends, so no URL carries the token. */
  @Post('verify-reset-token')
  @HttpCode(200)
  @RateLimit('passwordReset')
  verifyResetTokenInBody(@Body() body: ResetTokenDto): Promise<RpcResponse<'auth.verify-reset-token'>> {
    return this.rpc.send(PATTERNS.authVerifyResetToken, { token: body.token });
  }

  @Post('reset-password/:token')
  @HttpCode(200)
  @RateLimit('passwordReset')
  resetPassword(
    @Param('token') token: string,
    @Body() body: ResetPasswordDto,
  ): Promise<RpcResponse<'auth.reset-password'>> {
    return this.rpc.send(PATTERNS.authResetPassword, { token, password: body.password });
  }

  /** The same reset with the token in the body (the reset page's form). */
  @Post('reset-password')
  @HttpCode(200)
  @RateLimit('passwordReset')
  resetPasswordWithTokenInBody(@Body() body: ResetPasswordWithTokenDto): Promise<RpcResponse<'auth.reset-password'>> {
    return this.rpc.send(PATTERNS.authResetPassword, { token: body.token, password: body.password });
  }

  /** The link mailed to the old address after an email change; its token comes in the body (the page reads it from the URL fragment). */
  @Post('undo-email-change')
  @HttpCode(200)
  @RateLimit('passwordReset')
  undoEmailChange(@Body() body: UndoEmailChangeDto): Promise<RpcResponse<'auth.undo-email-change'>> {
    return this.rpc.send(PATTERNS.authUndoEmailChange, { token: body.token });
  }

  /** The link mailed after a login the IP lock refused; its token comes in the body, so it stays out of URLs and logs. */
  @Post('ip-lock/allow')
  @HttpCode(200)
  @RateLimit('passwordReset')
  allowIp(@Body() body: AllowIpDto): Promise<RpcResponse<'auth.allow-ip'>> {
    return this.rpc.send(PATTERNS.authAllowIp, { token: body.token });
  }
}
