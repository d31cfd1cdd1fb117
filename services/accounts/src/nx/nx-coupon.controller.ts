import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ErrorCode, groupThousands, MESSAGES, NxCouponAnswer, PATTERNS, DomainException } from '@henesys/contracts';
import { AccountDetailsPayload } from '@henesys/dto';
import { GameAccounts, NxLedger } from '@henesys/game';
import { ActivityRecorder, RpcHandler } from '@henesys/server';
import { randomUUID } from 'node:crypto';

const nx = groupThousands;

/**
 * NX waiting for a player who is in game, taken now as one Cash Shop coupon: the game pays a coupon
 * to the character in memory, so nothing is overwritten. Each grant ends applied or coded, never both.
 */
@Controller()
export class NxCouponController {
  constructor(
    private readonly accounts: GameAccounts,
    private readonly ledger: NxLedger,
    private readonly activity: ActivityRecorder,
  ) {}

  @RpcHandler(PATTERNS.accountsNxCoupon)
  async coupon(@Payload() payload: AccountDetailsPayload): Promise<NxCouponAnswer> {
    const account = await this.accounts.findByName(payload.username);
    const coupon = account ? await this.ledger.couponForPending(account.id) : null;
    if (!account || !coupon)
      throw new DomainException(ErrorCode.NxCouponNothingWaiting, MESSAGES.nxCouponNothingWaiting);
    const parts = [
      coupon.credit > 0 ? `${nx(coupon.credit)} NX Credit` : '',
      coupon.prepaid > 0 ? `${nx(coupon.prepaid)} NX Prepaid` : '',
      coupon.maplePoint > 0 ? `${nx(coupon.maplePoint)} Maple Points` : '',
    ].filter(Boolean);
    // The code is a secret: it goes to the player only, never into the log or a queue key.
    await this.activity.record(
      randomUUID(),
      account.name,
      'nx-coupon',
      `Turned ${parts.join(' and ')} into a Cash Shop coupon`,
    );
    return { code: coupon.code, credit: coupon.credit, prepaid: coupon.prepaid, expiresAt: coupon.expiresAt };
  }
}
