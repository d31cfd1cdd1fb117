import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { DonationOwner, PATTERNS, RpcResponse } from '@henesys/contracts';
import { CryptoPaymentQueryDto, DonationListQueryDto, SubmitDonationDto, TransactionCodeDto } from '@henesys/dto';
import { CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { RpcClient } from '../rpc/rpc-client';
import { numericId } from '../rpc/numeric-id.pipe';

/** The caller as a donation owner: always from the token, never from the body. */
export const ownerOf = (user: SessionUser, email = ''): DonationOwner => ({
  id: user.id,
  username: user.username,
  email,
  role: user.role,
});

/** SPEC §7 `/user/donations*` and `/crypto-payments/{id}`: the player's own donations only. */
@Controller()
export class UserDonationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('user/donations/submit')
  async submit(
    @CurrentUser() user: SessionUser,
    @Body() body: SubmitDonationDto,
  ): Promise<RpcResponse<'donations.submit'>> {
    const { email } = await this.rpc.send(PATTERNS.authUser, { userId: user.id });
    return this.rpc.send(PATTERNS.donationsSubmit, { owner: ownerOf(user, email), donation: body });
  }

  @Get('user/donations')
  list(
    @CurrentUser() user: SessionUser,
    @Query() query: DonationListQueryDto,
  ): Promise<RpcResponse<'donations.list-mine'>> {
    return this.rpc.send(PATTERNS.donationsListMine, {
      owner: ownerOf(user),
      page: query.page,
      limit: query.limit,
      status: query.status,
    });
  }

  @Patch('user/donations/:id/transaction-code')
  @HttpCode(200)
  transactionCode(
    @CurrentUser() user: SessionUser,
    @Param('id', numericId) id: number,
    @Body() body: TransactionCodeDto,
  ): Promise<RpcResponse<'donations.transaction-code'>> {
    return this.rpc.send(PATTERNS.donationsTransactionCode, {
      owner: ownerOf(user),
      id,
      transactionCode: body.transactionCode,
    });
  }

  @Patch('user/donations/:id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: SessionUser,
    @Param('id', numericId) id: number,
  ): Promise<RpcResponse<'donations.cancel'>> {
    return this.rpc.send(PATTERNS.donationsCancel, { owner: ownerOf(user), id });
  }

  @Get('crypto-payments/:id')
  cryptoPayment(
    @CurrentUser() user: SessionUser,
    @Param('id', numericId) id: number,
    @Query() query: CryptoPaymentQueryDto,
  ): Promise<RpcResponse<'donations.crypto-payment'>> {
    return this.rpc.send(PATTERNS.donationsCryptoPayment, { owner: ownerOf(user), id, coin: query.crypto_currency });
  }
}
