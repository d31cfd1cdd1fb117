import { coinOf, COINS, GIFT_CARD_CODE, MESSAGES } from '@henesys/contracts';

/**
 * The code's shape for the donation's payment method, checked before sending with the rules and the
 * message the server uses (a coin's transaction hash, or a gift card code). Null when it fits.
 */
export function checkTransactionCode(paymentMethod: string, code: string): string | null {
  const trimmed = code.trim();
  const coin = coinOf(paymentMethod);
  const fits = coin ? COINS[coin].txHash.test(trimmed) : GIFT_CARD_CODE.test(trimmed);
  return fits ? null : MESSAGES.transactionCodeShape;
}
