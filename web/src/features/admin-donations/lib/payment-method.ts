import { COINS, coinOf, type Coin } from '@henesys/contracts';

export interface PaymentMethodView {
  /** What the admin reads: 'BTC', 'Gift card'. */
  label: string;
  /** The coin's colour (CSS `coin--{coin}`), or null for a gift card or something unknown. */
  coin: Coin | null;
  /** For screen readers and the tooltip: 'Cryptocurrency: Bitcoin (BTC)'. */
  description: string;
}

/** SPEC §3: 'crypto-{COIN}' is shown by its coin, colour-coded; 'paypal' is the gift card. */
export function paymentMethodView(method: string): PaymentMethodView {
  if (method === 'paypal') return { label: 'Gift card', coin: null, description: 'Gift card' };
  const coin = coinOf(method);
  if (coin) return { label: coin, coin, description: `Cryptocurrency: ${COINS[coin].name} (${coin})` };
  return { label: method || 'Unknown', coin: null, description: method || 'Unknown payment method' };
}
