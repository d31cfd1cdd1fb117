import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { VoteStatusQueryDto } from '@henesys/dto';
import type { Request } from 'express';
import { Public } from '../auth/access.decorators';
import { clientIp } from '../identity/auth.controller';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { numericId } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

type PingbackAnswer = Promise<RpcResponse<'accounts.vote-pingback'>>;

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The vote status and the vote sites' callbacks. The accounts service checks each callback's key or the
 * secret in its address (constant time) and its source address; only what the site confirms is credited.
 * A refused or duplicate vote still answers 200, so the site does not retry forever; a wrong key, secret
 * or address answers 403. Sites call back by GET or POST with query and/or form fields: both are read.
 */
@Controller()
@Public()
export class VoteController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §7 GET /api/vote-status?username: the cooldowns come from the vote log. */
  @Get('vote-status')
  status(@Query() query: VoteStatusQueryDto): Promise<RpcResponse<'accounts.vote-status'>> {
    return this.rpc.send(PATTERNS.accountsVoteStatus, { username: query.username.trim() });
  }

  /** The original address: the GTop100 site's form post or JSON batch. */
  @Post('vote/pingback')
  @HttpCode(200)
  @RateLimit('votePingback')
  pingback(@Body() body: unknown, @Req() request: Request): PingbackAnswer {
    return this.forward(request, body);
  }

  @Get('vote/pingback/:siteId')
  @RateLimit('votePingback')
  sitePingbackGet(@Param('siteId', numericId) siteId: number, @Req() request: Request): PingbackAnswer {
    return this.forward(request, {}, siteId);
  }

  @Post('vote/pingback/:siteId')
  @HttpCode(200)
  @RateLimit('votePingback')
  sitePingbackPost(
    @Param('siteId', numericId) siteId: number,
    @Body() body: unknown,
    @Req() request: Request,
  ): PingbackAnswer {
    return this.forward(request, body, siteId);
  }

  /** A site that sends no key of its own calls an address with the site's secret as its last segment. */
  @Get('vote/pingback/:siteId/:secret')
  @RateLimit('votePingback')
  securedPingbackGet(
    @Param('siteId', numericId) siteId: number,
    @Param('secret') secret: string,
    @Req() request: Request,
  ): PingbackAnswer {
    return this.forward(request, {}, siteId, secret);
  }

  @Post('vote/pingback/:siteId/:secret')
  @HttpCode(200)
  @RateLimit('votePingback')
  securedPingbackPost(
    @Param('siteId', numericId) siteId: number,
    @Param('secret') secret: string,
    @Body() body: unknown,
    @Req() request: Request,
  ): PingbackAnswer {
    return this.forward(request, body, siteId, secret);
  }

  private forward(request: Request, body: unknown, siteId?: number, secret?: string): PingbackAnswer {
    return this.rpc.send(PATTERNS.accountsVotePingback, {
      body: { ...fieldsOf(request.query), ...fieldsOf(body) },
      sourceIp: clientIp(request),
      siteId,
      secret,
    });
  }
}
