import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { FounderStatus, PATTERNS, RpcResponse } from '@henesys/contracts';
import {
  DiscordAuthQueryDto,
  DiscordConnectDto,
  DiscordDisconnectDto,
  DiscordExchangeDto,
  DiscordLoginDto,
} from '@henesys/dto';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { TokenVerifier } from '../auth/token-verifier';
import { clientIp } from '../identity/auth.controller';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** SPEC §7 `/discord/*`: linking through Discord's OAuth2, the connection, and the Early Supporter role. */
@Controller('discord')
export class DiscordController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly tokens: TokenVerifier,
  ) {}

  /**
   * The popup's first stop: checks the site token it carries, then sends the browser to Discord
   * with a state bound to that user. Without a token the state is for a sign-in through Discord.
   */
  @Get('auth')
  @Public()
  async authorize(@Query() query: DiscordAuthQueryDto, @Res() response: Response): Promise<void> {
    const user = query.client_token ? await this.tokens.verify(query.client_token) : null;
    if (query.client_token && !user) {
      response.redirect(302, '/api/discord/callback?error=invalid_session');
      return;
    }
    const { url } = await this.rpc.send(PATTERNS.communityAuthorizeUrl, {
      userId: user?.id ?? null,
      username: user?.username ?? null,
    });
    response.redirect(302, url);
  }

  /**
   * What the site's popup uses instead of `?client_token=`: the session travels in a header and the
   * answer is Discord's address with a state bound to the caller, so no URL ever holds the session.
   */
  @Post('auth')
  @HttpCode(200)
  startLinking(@CurrentUser() user: SessionUser): Promise<RpcResponse<'community.authorize-url'>> {
    return this.rpc.send(PATTERNS.communityAuthorizeUrl, { userId: user.id, username: user.username });
  }

  @Post('exchange')
  @Public()
  @HttpCode(200)
  @RateLimit('login')
  async exchange(
    @Body() body: DiscordExchangeDto,
    @Req() request: Request,
  ): Promise<RpcResponse<'community.exchange'>> {
    const caller = await this.callerOf(request);
    return this.rpc.send(PATTERNS.communityExchange, {
      code: body.code,
      state: body.state,
      callerUserId: caller?.id ?? null,
    });
  }

  /** Confirms the link a fresh exchange made; a Discord id alone is refused. */
  @Post('connect')
  @HttpCode(200)
  connect(
    @CurrentUser() user: SessionUser,
    @Body() body: DiscordConnectDto,
  ): Promise<RpcResponse<'community.connect'>> {
    return this.rpc.send(PATTERNS.communityConnect, {
      userId: user.id,
      username: user.username,
      discordId: body.discordId,
    });
  }

  /** Unlinking takes the current password (and code) first: a stolen session cannot move the account's Discord. */
  @Post('disconnect')
  @HttpCode(200)
  @RateLimit('login')
  async disconnect(
    @CurrentUser() user: SessionUser,
    @Body() body: DiscordDisconnectDto,
  ): Promise<RpcResponse<'community.disconnect'>> {
    await this.rpc.send(PATTERNS.authConfirmIdentity, {
      userId: user.id,
      currentPassword: body.currentPassword,
      twoFactorCode: body.twoFactorCode,
    });
    return this.rpc.send(PATTERNS.communityDisconnect, { userId: user.id, username: user.username });
  }

  @Get('connection')
  connection(@CurrentUser() user: SessionUser): Promise<RpcResponse<'community.connection'>> {
    return this.rpc.send(PATTERNS.communityConnection, { userId: user.id });
  }

  @Get('role-status')
  async roleStatus(@CurrentUser() user: SessionUser): Promise<RpcResponse<'community.role-status'>> {
    return this.rpc.send(PATTERNS.communityRoleStatus, {
      userId: user.id,
      username: user.username,
      founder: await this.founderStatus(user),
    });
  }

  /** 404 with the spec's message when the player has not joined the guild. */
  @Post('claim-early-supporter')
  @HttpCode(200)
  async claim(@CurrentUser() user: SessionUser): Promise<RpcResponse<'community.claim-early-supporter'>> {
    return this.rpc.send(PATTERNS.communityClaimEarlySupporter, {
      userId: user.id,
      username: user.username,
      founder: await this.founderStatus(user),
    });
  }

  /**
   * SPEC §7 POST /discord/login: never a token for a bare id. It needs the single-use ticket a fresh
   * exchange returned for that id; then the account's IP lock and two-factor apply as at any login.
   */
  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimit('login')
  async login(@Body() body: DiscordLoginDto, @Req() request: Request): Promise<RpcResponse<'auth.discord-login'>> {
    const { userId } = await this.rpc.send(PATTERNS.communityLogin, { discordId: body.discordId, ticket: body.ticket });
    return this.rpc.send(PATTERNS.authDiscordLogin, { userId, ip: clientIp(request) });
  }

  /** The session on a public route, when the request carries one (Bearer or x-auth-token). */
  private async callerOf(request: Request): Promise<SessionUser | null> {
    const header = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? request.headers['x-auth-token'];
    return typeof header === 'string' && header ? this.tokens.verify(header) : null;
  }

  private founderStatus(user: SessionUser): Promise<FounderStatus> {
    return this.rpc.send(PATTERNS.donationsFounderStatus, { userId: user.id });
  }
}
