import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { AccountDetails, NxCouponAnswer, PATTERNS, ProfileView, RpcResponse } from '@henesys/contracts';
import { ChangePasswordDto, SecuritySettingDto, UpdateProfileDto } from '@henesys/dto';
import type { Request } from 'express';
import { CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client';
import { clientIp } from './auth.controller';

/** SPEC §7 `/user/*`: always the caller's own account, taken from the token (never from the body). */
@Controller('user')
export class UserController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §3 'Profile response': the website account (auth) with its game characters (accounts). */
  @Get('profile')
  async profile(@CurrentUser() session: SessionUser): Promise<ProfileView> {
    const user = await this.rpc.send(PATTERNS.authUser, { userId: session.id });
    const characters = await this.rpc.send(PATTERNS.accountsCharacters, { username: user.username });
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      isAdmin: user.isAdmin,
      created_at: user.joinDate,
      last_login: user.lastLogin,
      birthday: user.birthday,
      characters,
    };
  }

  /** SPEC §3 'Account details': game account state (accounts) and last login (auth). */
  @Get('account-details')
  async accountDetails(@CurrentUser() session: SessionUser): Promise<AccountDetails> {
    const user = await this.rpc.send(PATTERNS.authUser, { userId: session.id });
    // The game account and the Discord link at once: the dashboard waits for the slower, not for both in turn.
    const [details, discord] = await Promise.all([
      this.rpc.send(PATTERNS.accountsAccountDetails, { userId: user.id, username: user.username }),
      this.rpc
        .send(PATTERNS.communityConnection, { userId: user.id })
        .catch(() => ({ connected: false, username: null })),
    ]);
    return {
      ...details,
      lastLogin: user.lastLogin,
      discord: { connected: discord.connected, username: discord.username },
    };
  }

  /**
   * NX waiting for the caller's game account (granted while in game) as one Cash Shop coupon, for a
   * player who does not want to wait for the next logout. 409 when nothing waits.
   */
  @Post('nx/coupon')
  @HttpCode(200)
  async nxCoupon(@CurrentUser() session: SessionUser): Promise<NxCouponAnswer> {
    const user = await this.rpc.send(PATTERNS.authUser, { userId: session.id });
    return this.rpc.send(PATTERNS.accountsNxCoupon, { userId: user.id, username: user.username });
  }

  @Get('security-settings')
  securitySettings(@CurrentUser() user: SessionUser): Promise<RpcResponse<'auth.security-settings'>> {
    return this.rpc.send(PATTERNS.authSecuritySettings, { userId: user.id });
  }

  /**
   * Turning the IP lock on stores the address this request comes from (TRUST_PROXY decides X-Forwarded-For);
   * turning it off needs the current password (and code), so it counts as a credential attempt.
   */
  @Post('security-settings')
  @HttpCode(200)
  @RateLimit('login')
  setSecuritySetting(
    @CurrentUser() user: SessionUser,
    @Body() body: SecuritySettingDto,
    @Req() request: Request,
  ): Promise<RpcResponse<'auth.set-security-setting'>> {
    const { feature, enabled, currentPassword, twoFactorCode } = body;
    return this.rpc.send(PATTERNS.authSetSecuritySetting, {
      userId: user.id,
      feature,
      enabled,
      ip: clientIp(request),
      currentPassword,
      twoFactorCode,
    });
  }

  @Post('change-password')
  @HttpCode(200)
  @RateLimit('login')
  changePassword(
    @CurrentUser() user: SessionUser,
    @Body() body: ChangePasswordDto,
  ): Promise<RpcResponse<'auth.change-password'>> {
    return this.rpc.send(PATTERNS.authChangePassword, {
      userId: user.id,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
  }

  /** A new email needs the current password (and code), so it counts as a credential attempt. */
  @Post('update-profile')
  @HttpCode(200)
  @RateLimit('login')
  updateProfile(
    @CurrentUser() user: SessionUser,
    @Body() body: UpdateProfileDto,
  ): Promise<RpcResponse<'auth.update-profile'>> {
    const { email, birthday, currentPassword, twoFactorCode } = body;
    return this.rpc.send(PATTERNS.authUpdateProfile, {
      userId: user.id,
      email,
      birthday,
      currentPassword,
      twoFactorCode,
    });
  }
}
