import { codeFieldLabel, methodBadge, walletAmount } from './donation-display';
import { alertText } from './messages';

describe('donation display helpers', () => {
  it('badges a crypto payment by its coin and anything else as a gift card', () => {
    expect(methodBadge('crypto-BTC')).toEqual({ kind: 'coin', coin: 'BTC', label: 'BTC', title: 'Paid in Bitcoin' });
    expect(methodBadge('crypto-USDC')).toMatchObject({ kind: 'coin', coin: 'USDC' });
    expect(methodBadge('paypal')).toEqual({ kind: 'gift-card', label: 'Gift card', title: 'Paid by gift card' });
    expect(methodBadge('crypto-DOGE').kind).toBe('gift-card');
  });

  it('asks for a transaction hash on crypto and for the card code on a gift card', () => {
    expect(codeFieldLabel('crypto-ETH')).toBe('Transaction ID (hash)');
    expect(codeFieldLabel('paypal')).toBe('Gift card code');
  });

  it("writes wallet amounts with the coin's decimals", () => {
    expect(walletAmount(0.0007, 'BTC')).toBe('0.00070000');
    expect(walletAmount(35, 'USDT')).toBe('35.00');
  });

  it("adds the server's reason to an alert when there is one", () => {
    expect(alertText('Error submitting code', 'This transaction code has already been used')).toBe(
      'Error submitting code: This transaction code has already been used',
    );
    expect(alertText('Error cancelling donation', null)).toBe('Error cancelling donation');
  });
});
