import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { TwoFactorCodeDto, TwoFactorDisableDto } from '@henesys/dto';
import { CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** SPEC §7 `/2fa/*`: the signed-in player's own two-factor setup. Codes count toward the 2FA limit. */
@Controller('2fa')
export class TwoFactorController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('status')
  status(@CurrentUser() user: SessionUser): Promise<RpcResponse<'auth.2fa-status'>> {
    return this.rpc.send(PATTERNS.authTwoFactorStatus, { userId: user.id });
  }

  @Post('generate')
  @HttpCode(200)
  generate(@CurrentUser() user: SessionUser): Promise<RpcResponse<'auth.2fa-generate'>> {
    return this.rpc.send(PATTERNS.authTwoFactorGenerate, { userId: user.id });
  }

  @Post('verify')
  @HttpCode(200)
  @RateLimit('twoFactor')
  verify(@CurrentUser() user: SessionUser, @Body() body: TwoFactorCodeDto): Promise<RpcResponse<'auth.2fa-enable'>> {
    return this.rpc.send(PATTERNS.authTwoFactorEnable, { userId: user.id, token: body.token });
  }

  @Post('backup-codes/regenerate')
  @HttpCode(200)
  @RateLimit('twoFactor')
  regenerate(
    @CurrentUser() user: SessionUser,
    @Body() body: TwoFactorCodeDto,
  ): Promise<RpcResponse<'auth.2fa-regenerate'>> {
    return this.rpc.send(PATTERNS.authTwoFactorRegenerate, { userId: user.id, token: body.token });
  }

  @Post('disable')
  @HttpCode(200)
  @RateLimit('twoFactor')
  disable(
    @CurrentUser() user: SessionUser,
    @Body() body: TwoFactorDisableDto,
  ): Promise<RpcResponse<'auth.2fa-disable'>> {
    return this.rpc.send(PATTERNS.authTwoFactorDisable, {
      userId: user.id,
      token: body.token,
      currentPassword: body.currentPassword,
    });
  }
}
