import { paymentMethodView } from './payment-method';

describe('paymentMethodView', () => {
  it('shows each supported coin by its symbol, colour-coded', () => {
    for (const coin of ['BTC', 'ETH', 'USDT', 'USDC', 'LTC', 'BNB']) {
      expect(paymentMethodView(`crypto-${coin}`)).toMatchObject({ label: coin, coin });
    }
    expect(paymentMethodView('crypto-BTC').description).toBe('Cryptocurrency: Bitcoin (BTC)');
  });

  it("shows 'paypal' as a gift card", () => {
    expect(paymentMethodView('paypal')).toEqual({ label: 'Gift card', coin: null, description: 'Gift card' });
  });

  it('shows anything else as it is, without a colour', () => {
    expect(paymentMethodView('crypto-DOGE')).toMatchObject({ label: 'crypto-DOGE', coin: null });
    expect(paymentMethodView('')).toMatchObject({ label: 'Unknown', coin: null });
  });
});
