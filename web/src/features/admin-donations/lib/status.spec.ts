import { ADMIN_STATUS_OPTIONS, FILTER_OPTIONS, isAdminChangeable, replyTone, statusTone } from './status';

describe('donation status helpers', () => {
  it('gives each status its own colour family, unknown ones muted', () => {
    expect(['pending', 'approved', 'rejected', 'completed', 'cancelled'].map(statusTone)).toEqual([
      'waiting',
      'progress',
      'refused',
      'done',
      'muted',
    ]);
    expect(statusTone('whatever')).toBe('muted');
  });

  it('offers the four statuses to admins, never cancelled', () => {
    expect(ADMIN_STATUS_OPTIONS).toEqual(['pending', 'approved', 'rejected', 'completed']);
    expect(isAdminChangeable('completed')).toBe(true);
    expect(isAdminChangeable('cancelled')).toBe(false);
  });

  it('filters by all or one of the four', () => {
    expect(FILTER_OPTIONS).toEqual([
      { value: 'all', label: 'All' },
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
      { value: 'rejected', label: 'Rejected' },
      { value: 'completed', label: 'Completed' },
    ]);
  });

  it('treats a delivery still running or failed as a warning and every other outcome as a success', () => {
    expect(replyTone({ delivery: 'running' })).toBe('warning');
    expect(replyTone({ delivery: 'failed' })).toBe('warning');
    expect(replyTone({ delivery: 'delivered' })).toBe('success');
    expect(replyTone({ delivery: 'none' })).toBe('success');
    expect(replyTone(undefined)).toBe('success');
  });

  it('reads the outcome, not the words of the message', () => {
    const reply = { message: 'Status updated but worded otherwise', delivery: 'delivered' as const };
    expect(replyTone(reply)).toBe('success');
  });
});
