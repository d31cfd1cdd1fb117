import { MESSAGES } from '@henesys/contracts';
import { checkTransactionCode } from './transaction-code';

describe('checkTransactionCode', () => {
  it('takes a 64-hex hash for BTC and LTC, and 0x plus 64 hex for the other coins', () => {
    expect(checkTransactionCode('crypto-BTC', 'a'.repeat(64))).toBeNull();
    expect(checkTransactionCode('crypto-LTC', ` ${'F'.repeat(64)} `)).toBeNull();
    expect(checkTransactionCode('crypto-ETH', `0x${'b'.repeat(64)}`)).toBeNull();
    expect(checkTransactionCode('crypto-BTC', `0x${'b'.repeat(64)}`)).toBe(MESSAGES.transactionCodeShape);
    expect(checkTransactionCode('crypto-ETH', 'b'.repeat(64))).toBe(MESSAGES.transactionCodeShape);
    expect(checkTransactionCode('crypto-BTC', 'a'.repeat(63))).toBe(MESSAGES.transactionCodeShape);
  });

  it('takes a gift card code of 8 to 40 letters, digits and dashes', () => {
    expect(checkTransactionCode('paypal', 'GIFT-1234-ABCD')).toBeNull();
    expect(checkTransactionCode('paypal', 'short')).toBe(MESSAGES.transactionCodeShape);
    expect(checkTransactionCode('paypal', 'has spaces in it')).toBe(MESSAGES.transactionCodeShape);
  });

  it('refuses a blank code', () => {
    expect(checkTransactionCode('crypto-BTC', '   ')).toBe(MESSAGES.transactionCodeShape);
    expect(checkTransactionCode('paypal', '')).toBe(MESSAGES.transactionCodeShape);
  });
});
