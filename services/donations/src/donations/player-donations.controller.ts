import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import {
  CryptoPaymentPayload,
  DonationIdPayload,
  ListMyDonationsPayload,
  SubmitDonationPayload,
  TransactionCodePayload,
  UserIdPayload,
} from '@henesys/dto';
import { CryptoPaymentService } from '../crypto/crypto-payment.service';
import { PlayerDonationsService } from './player-donations.service';

@Controller()
export class PlayerDonationsController {
  constructor(
    private readonly donations: PlayerDonationsService,
    private readonly crypto: CryptoPaymentService,
  ) {}

  @RpcHandler(PATTERNS.donationsSubmit)
  submit(@Payload() payload: SubmitDonationPayload): Promise<RpcResponse<'donations.submit'>> {
    return this.donations.submit(payload.owner, payload.donation);
  }

  @RpcHandler(PATTERNS.donationsListMine)
  list(@Payload() payload: ListMyDonationsPayload): Promise<RpcResponse<'donations.list-mine'>> {
    return this.donations.list(payload.owner, payload.page, payload.limit, payload.status);
  }

  @RpcHandler(PATTERNS.donationsTransactionCode)
  transactionCode(@Payload() payload: TransactionCodePayload): Promise<RpcResponse<'donations.transaction-code'>> {
    return this.donations.submitTransactionCode(payload.owner, payload.id, payload.transactionCode);
  }

  @RpcHandler(PATTERNS.donationsCancel)
  cancel(@Payload() payload: DonationIdPayload): Promise<RpcResponse<'donations.cancel'>> {
    return this.donations.cancel(payload.owner, payload.id);
  }

  @RpcHandler(PATTERNS.donationsCryptoPayment)
  async cryptoPayment(@Payload() payload: CryptoPaymentPayload): Promise<RpcResponse<'donations.crypto-payment'>> {
    return { payment: await this.crypto.forDonation(payload.owner, payload.id, payload.coin) };
  }

  /** For the Discord roles: a completed Founder Pack earns Early Supporter, a Diamond one also Rich. */
  @RpcHandler(PATTERNS.donationsFounderStatus)
  async founderStatus(@Payload() payload: UserIdPayload): Promise<RpcResponse<'donations.founder-status'>> {
    const packs = await this.donations.completedFounderPacks(payload.userId);
    return { hasCompletedFounderPack: packs.length > 0, rich: packs.includes('diamond') };
  }
}
