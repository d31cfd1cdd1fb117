import { coinOf, COINS, type Coin } from '@henesys/contracts';

/** How a donation is paid, for its badge: the coin (colour-coded, SPEC §3) or a gift card. */
export type MethodBadge =
  { kind: 'coin'; coin: Coin; label: string; title: string } | { kind: 'gift-card'; label: string; title: string };

export function methodBadge(paymentMethod: string): MethodBadge {
  const coin = coinOf(paymentMethod);
  if (coin) return { kind: 'coin', coin, label: coin, title: `Paid in ${COINS[coin].name}` };
  return { kind: 'gift-card', label: 'Gift card', title: 'Paid by gift card' };
}

/** What the player types as the code: a crypto transaction id (hash) or the gift card's code. */
export function codeFieldLabel(paymentMethod: string): string {
  return coinOf(paymentMethod) ? 'Transaction ID (hash)' : 'Gift card code';
}

/** The amount to paste into a wallet: the number only, with the coin's decimals ('0.00070000'). */
export function walletAmount(amount: number, coin: Coin): string {
  return amount.toFixed(COINS[coin].decimals);
}
