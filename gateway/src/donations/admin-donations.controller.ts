import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { AdminDonationPage, PATTERNS, RpcResponse } from '@henesys/contracts';
import { AdminDonationListQueryDto, DonationStatusDto } from '@henesys/dto';
import { AdminOnly, CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { numericId } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';
import { ownerOf } from './user-donations.controller';

/** SPEC §7 `/donations` (admin): the Donations Manager. Checked here and again in the service. */
@Controller('donations')
@AdminOnly()
export class AdminDonationsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Every donation with its audit trail and how its reward delivery stands (the donations service answers both). */
  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: AdminDonationListQueryDto): Promise<AdminDonationPage> {
    return this.rpc.send(PATTERNS.donationsAdminList, {
      owner: ownerOf(user),
      page: query.page,
      limit: query.limit,
      status: query.status,
      search: query.search,
    });
  }

  @Put(':id/status')
  setStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', numericId) id: number,
    @Body() body: DonationStatusDto,
  ): Promise<RpcResponse<'donations.set-status'>> {
    return this.rpc.send(PATTERNS.donationsSetStatus, {
      owner: ownerOf(user),
      id,
      status: body.status,
      adminNotes: body.adminNotes,
    });
  }

  @Post(':id/retry-delivery')
  @HttpCode(200)
  retryDelivery(
    @CurrentUser() user: SessionUser,
    @Param('id', numericId) id: number,
  ): Promise<RpcResponse<'donations.retry-delivery'>> {
    return this.rpc.send(PATTERNS.donationsRetryDelivery, { owner: ownerOf(user), id });
  }
}
