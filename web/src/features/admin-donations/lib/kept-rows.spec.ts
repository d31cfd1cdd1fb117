import type { AdminDonationView } from '@henesys/contracts';
import { keptRow, withKeptRows } from './kept-rows';

const row = (id: number, minute: number, changes: Partial<AdminDonationView> = {}): AdminDonationView => ({
  id,
  created_at: `2026-05-10T12:${String(minute).padStart(2, '0')}:00.000Z`,
  username: 'player',
  email: 'player@example.com',
  package_id: 'nx10',
  package_name: '10 000 NX',
  character_name: null,
  amount: 10,
  payment_method: 'paypal',
  transaction_code: null,
  status: 'pending',
  audit: [],
  delivery: { state: 'none', reason: null, at: null },
  ...changes,
});

describe('withKeptRows', () => {
  it('adds the changed rows the filter left out, newest first, and names them', () => {
    const changed = row(2, 20, { status: 'rejected' });
    const { rows, held } = withKeptRows([row(3, 30), row(1, 10)], new Map([[2, changed]]));
    expect(rows.map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(rows[1]).toBe(changed);
    expect([...held]).toEqual([2]);
  });

  it("prefers the server's row when it is still on the page", () => {
    const fresh = row(2, 20, { status: 'approved' });
    const { rows, held } = withKeptRows([fresh], new Map([[2, row(2, 20, { status: 'rejected' })]]));
    expect(rows).toEqual([fresh]);
    expect(held.size).toBe(0);
  });

  it('orders rows of the same time by id, highest first', () => {
    const { rows } = withKeptRows([row(5, 10)], new Map([[7, row(7, 10)]]));
    expect(rows.map((entry) => entry.id)).toEqual([7, 5]);
  });
});

describe('keptRow', () => {
  it('takes the new status and keeps the rest', () => {
    const previous = row(1, 10, { audit: [{ admin: 'admin', from: 'pending', to: 'approved', notes: null, at: 'x' }] });
    const kept = keptRow(previous, { donation: { ...previous, status: 'rejected' }, delivery: 'none' });
    expect(kept).toMatchObject({ status: 'rejected', audit: previous.audit, delivery: previous.delivery });
  });

  it("shows a completion's delivery as the reply's outcome told it", () => {
    const previous = row(1, 10);
    const completed = { ...previous, status: 'completed' as const };
    expect(keptRow(previous, { donation: completed, delivery: 'delivered' }).delivery.state).toBe('delivered');
    expect(keptRow(previous, { donation: completed, delivery: 'running' }).delivery.state).toBe('queued');
    expect(keptRow(previous, { donation: completed, delivery: 'failed' }).delivery.state).toBe('queued');
  });
});
