import { Controller, Get, Header } from '@nestjs/common';
import type { GiftCardStore } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { GatewayEnv } from '../config/gateway-env';

/** GET /api/donate/gift-card: which gift card the donate page asks for, from GIFT_CARD_STORE(_URL) (no web rebuild to change it). */
@Controller('donate')
@Public()
export class GiftCardStoreController {
  private readonly answer: GiftCardStore;

  constructor(env: GatewayEnv) {
    const name = env.GIFT_CARD_STORE.trim();
    this.answer = { name: name || null, url: env.GIFT_CARD_STORE_URL || null };
  }

  @Get('gift-card')
  @Header('Cache-Control', 'public, max-age=60')
  giftCard(): GiftCardStore {
    return this.answer;
  }
}
