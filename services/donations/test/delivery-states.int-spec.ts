import { ADMIN_ROLE, AdminDonationView, DonationOwner } from '@henesys/contracts';
import { DonationSpec, insertDonations, startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { AdminDonationsService } from '../src/admin/admin-donations.service';
import { DonationsEnv } from '../src/config/donations-env';
import { donationsModule } from '../src/donations.module';

/**
 * The Donations Manager's rows are complete from the donations service alone: each carries how its
 * reward delivery stands, read from the view the worker's schema publishes (worker.delivery_states).
 * The test plays the worker: it writes worker.deliveries as the worker does.
 */
describe('the Donations Manager rows with their delivery state (donations module)', () => {
  let service: ServiceModuleUnderTest<DonationsEnv>;
  let db: DataSource;
  const theAdmin: DonationOwner = { id: 1, username: 'admin', email: 'admin@henesys.local', role: ADMIN_ROLE };

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'donations_delivery',
      envClass: DonationsEnv,
      module: donationsModule,
    });
    db = service.get(DataSource);
  }, 90_000);

  afterAll(() => service?.close());

  const donation = async (status: DonationSpec['status']): Promise<number> =>
    (
      await insertDonations(db, {
        owner: { id: 7, username: 'member', email: 'member@example.com' },
        amountUsd: 5,
        status,
      })
    )[0];

  const delivery = (donationId: number, state: string, reason: string | null, at: string) =>
    db.query(`INSERT INTO worker.deliveries (donation_id, state, reason, updated_at) VALUES ($1, $2, $3, $4)`, [
      donationId,
      state,
      reason,
      at,
    ]);

  it('shows delivered, failed and waiting as the worker left them, queued for a completed one it has not handled, none otherwise', async () => {
    const delivered = await donation('completed');
    const failed = await donation('completed');
    const waiting = await donation('completed');
    const queued = await donation('completed');
    const pending = await donation('pending');
    await delivery(delivered, 'delivered', null, '2026-11-01T10:00:00.000Z');
    await delivery(failed, 'failed', 'Character not found', '2026-11-01T11:00:00.000Z');
    await delivery(waiting, 'waiting', 'waiting for the game database', '2026-11-01T12:00:00.000Z');

    const page = await service.get(AdminDonationsService).list(theAdmin, { page: 1, limit: 50, status: 'all' });
    const byId = new Map<number, AdminDonationView['delivery']>(page.donations.map((row) => [row.id, row.delivery]));

    expect(byId.get(delivered)).toEqual({ state: 'delivered', reason: null, at: '2026-11-01T10:00:00.000Z' });
    expect(byId.get(failed)).toEqual({
      state: 'failed',
      reason: 'Character not found',
      at: '2026-11-01T11:00:00.000Z',
    });
    expect(byId.get(waiting)).toEqual({
      state: 'waiting',
      reason: 'waiting for the game database',
      at: '2026-11-01T12:00:00.000Z',
    });
    expect(byId.get(queued)).toEqual({ state: 'queued', reason: null, at: null });
    expect(byId.get(pending)).toEqual({ state: 'none', reason: null, at: null });
  });
});
