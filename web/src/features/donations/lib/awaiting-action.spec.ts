import { awaitsPlayerAction } from './awaiting-action';

describe('awaitsPlayerAction', () => {
  it('is true only for a pending donation without a code', () => {
    expect(awaitsPlayerAction({ status: 'pending', transaction_code: null })).toBe(true);
    expect(awaitsPlayerAction({ status: 'pending', transaction_code: '' })).toBe(true);
    expect(awaitsPlayerAction({ status: 'pending', transaction_code: '0xabc' })).toBe(false);
    expect(
      ['approved', 'rejected', 'completed', 'cancelled'].map((status) =>
        awaitsPlayerAction({ status: status as 'approved', transaction_code: null }),
      ),
    ).toEqual([false, false, false, false]);
  });
});
