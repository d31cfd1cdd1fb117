import { DONATION_STATUSES } from '@henesys/contracts';
import { donationStatusLabel } from './status-labels';

describe('status labels', () => {
  it('labels every donation status, cancelled included, and shows an unknown one as it came', () => {
    expect([...DONATION_STATUSES, 'cancelled'].map(donationStatusLabel)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Completed',
      'Cancelled',
    ]);
    expect(donationStatusLabel('refunded')).toBe('refunded');
    expect(donationStatusLabel('toString')).toBe('toString');
  });
});
