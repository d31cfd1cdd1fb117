import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto, VerifyTwoFactorDto } from '@henesys/dto';
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

  @Post('reset-password/:token')
  @HttpCode(200)
  @RateLimit('passwordReset')
  resetPassword(@Param('token') token: string, @Body() body: ResetPasswordDto): Promise<RpcResponse<'auth.reset-password'>> {
    return this.rpc.send(PATTERNS.authResetPassword, { token, password: body.password });
  }
}
