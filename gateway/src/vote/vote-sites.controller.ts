import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { VoteSiteInputDto } from '@henesys/dto';
import { AdminOnly } from '../auth/access.decorators';
import { numericId as id } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

/** Admins manage the vote sites; each answer carries the site's callback address (with its secret). */
@Controller('admin/vote-sites')
@AdminOnly()
export class VoteSitesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(): Promise<RpcResponse<'accounts.vote-sites.list'>> {
    return this.rpc.send(PATTERNS.accountsVoteSitesList, {});
  }

  @Post()
  create(@Body() body: VoteSiteInputDto): Promise<RpcResponse<'accounts.vote-sites.create'>> {
    return this.rpc.send(PATTERNS.accountsVoteSitesCreate, { site: body });
  }

  @Put(':siteId')
  update(
    @Param('siteId', id) siteId: number,
    @Body() body: VoteSiteInputDto,
  ): Promise<RpcResponse<'accounts.vote-sites.update'>> {
    return this.rpc.send(PATTERNS.accountsVoteSitesUpdate, { id: siteId, site: body });
  }

  @Delete(':siteId')
  delete(@Param('siteId', id) siteId: number): Promise<RpcResponse<'accounts.vote-sites.delete'>> {
    return this.rpc.send(PATTERNS.accountsVoteSitesDelete, { id: siteId });
  }

  /** A new secret in the callback address; the old address stops working at once. */
  @Post(':siteId/rotate-secret')
  @HttpCode(200)
  rotateSecret(@Param('siteId', id) siteId: number): Promise<RpcResponse<'accounts.vote-sites.rotate-secret'>> {
    return this.rpc.send(PATTERNS.accountsVoteSitesRotateSecret, { id: siteId });
  }
}
