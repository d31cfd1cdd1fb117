import type { GatewayEnv } from '../config/gateway-env';
import { GiftCardStoreController } from './gift-card-store.controller';

const answerFor = (settings: Pick<GatewayEnv, 'GIFT_CARD_STORE' | 'GIFT_CARD_STORE_URL'>) =>
  new GiftCardStoreController(settings as GatewayEnv).giftCard();

describe('GET /api/donate/gift-card', () => {
  it('names no card while GIFT_CARD_STORE is empty (the default)', () => {
    expect(answerFor({ GIFT_CARD_STORE: '', GIFT_CARD_STORE_URL: '' })).toEqual({ name: null, url: null });
    expect(answerFor({ GIFT_CARD_STORE: '   ', GIFT_CARD_STORE_URL: '' })).toEqual({ name: null, url: null });
  });

  it('names the configured card and where to buy it', () => {
    expect(
      answerFor({
        GIFT_CARD_STORE: ' Amazon.com gift card (USD) ',
        GIFT_CARD_STORE_URL: 'https://www.amazon.com/gift-cards',
      }),
    ).toEqual({
      name: 'Amazon.com gift card (USD)',
      url: 'https://www.amazon.com/gift-cards',
    });
  });
});
