import { Injectable } from '@nestjs/common';
import type { AdminDonationView, DeliveryState } from '@henesys/contracts';
import { DataSource } from 'typeorm';

export type AdminDelivery = AdminDonationView['delivery'];

interface DeliveryStateRow {
  donation_id: number;
  state: Exclude<DeliveryState, 'queued'>;
  reason: string | null;
  updated_at: Date;
}

/**
 * How each donation's reward delivery stands, read from worker.delivery_states, the view the worker's
 * schema publishes for the Donations Manager (the donations service reads no table of the worker).
 */
@Injectable()
export class DeliveryStatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The donations with a delivery row; one with none has not been handled yet. */
  async ofDonations(donationIds: number[]): Promise<Map<number, AdminDelivery>> {
    const rows: DeliveryStateRow[] = await this.dataSource.query(
      `SELECT donation_id, state, reason, updated_at FROM worker.delivery_states WHERE donation_id = ANY($1::int[])`,
      [donationIds],
    );
    return new Map(
      rows.map((row) => [row.donation_id, { state: row.state, reason: row.reason, at: row.updated_at.toISOString() }]),
    );
  }
}
