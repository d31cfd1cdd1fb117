import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { VoteStatusQueryDto } from '@henesys/dto';
import type { Request } from 'express';
import { Public } from '../auth/access.decorators';
import { clientIp } from '../identity/auth.controller';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client';

@Controller()
@Public()
export class VoteController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §7 GET /api/vote-status?username: the cooldown comes from the vote log. */
  @Get('vote-status')
  status(@Query() query: VoteStatusQueryDto): Promise<RpcResponse<'accounts.vote-status'>> {
    return this.rpc.send(PATTERNS.accountsVoteStatus, { username: query.username.trim() });
  }

  /**
   * The vote site's pingback, as a form post or a JSON batch. The accounts service checks the key
   * (constant time) and the source address; only what the site confirms is credited. A refused or
   * duplicate vote still answers 200, so the site does not retry forever; a wrong key answers 403.
   */
  @Post('vote/pingback')
  @HttpCode(200)
  @RateLimit('votePingback')
  pingback(
    @Body() body: Record<string, unknown>,
    @Req() request: Request,
  ): Promise<RpcResponse<'accounts.vote-pingback'>> {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    return this.rpc.send(PATTERNS.accountsVotePingback, { body: fields, sourceIp: clientIp(request) });
  }
}
