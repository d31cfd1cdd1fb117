import { needsCodeWarning } from './completion-warning';

describe('needsCodeWarning', () => {
  it('warns before completing a gift card donation without a code', () => {
    expect(needsCodeWarning({ payment_method: 'paypal', transaction_code: null }, 'completed')).toBe(true);
    expect(needsCodeWarning({ payment_method: 'paypal', transaction_code: '  ' }, 'completed')).toBe(true);
  });

  it('does not warn for a code, another status or a crypto payment', () => {
    expect(needsCodeWarning({ payment_method: 'paypal', transaction_code: 'GIFT-1' }, 'completed')).toBe(false);
    expect(needsCodeWarning({ payment_method: 'paypal', transaction_code: null }, 'approved')).toBe(false);
    expect(needsCodeWarning({ payment_method: 'crypto-BTC', transaction_code: null }, 'completed')).toBe(false);
  });
});
