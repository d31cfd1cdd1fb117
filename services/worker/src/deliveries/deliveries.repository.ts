import { Injectable } from '@nestjs/common';
import { DeliverRewardJob, DeliveryStatus } from '@henesys/contracts';
import { DataSource, EntityManager } from 'typeorm';

type DeliveryState = DeliveryStatus['state'];

interface DeliveryRow {
  donation_id: number;
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  updated_at: Date;
}

interface OwedRow {
  donation_id: number;
  user_id: number;
  username: string;
  package_id: string;
  payment_method: string;
  character_name: string | null;
}

/** Overwrites a row unless it says delivered (a delivered reward stays delivered), counting attempts as `attempts` says. */
const upsertUnlessDelivered = (
  attempts: string,
) => `ON CONFLICT (donation_id) DO UPDATE SET state = EXCLUDED.state, reason = EXCLUDED.reason,
  attempts = ${attempts}, details = COALESCE(EXCLUDED.details, worker.deliveries.details), updated_at = now()
  WHERE worker.deliveries.state <> 'delivered'`;

/**
 * The queries of worker.deliveries (how each donation's reward delivery stands) and the worker's
 * reads of donations.completed_rewards, the view the donations schema publishes for it (it reads no
 * table of donations). Reads inside a delivery take its transaction's manager.
 */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Whether the donation is completed, read from what the donations schema publishes and held FOR SHARE
   * until the transaction ends (it cannot be un-completed meanwhile).
   */
  async holdCompleted(manager: EntityManager, donationId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT donation_id FROM donations.completed_rewards WHERE donation_id = $1 FOR SHARE`,
      [donationId],
    );
    return rows.length > 0;
  }

  async stateOf(manager: EntityManager, donationId: number): Promise<DeliveryState | undefined> {
    const [row]: Array<{ state: DeliveryState }> = await manager.query(
      `SELECT state FROM worker.deliveries WHERE donation_id = $1`,
      [donationId],
    );
    return row?.state;
  }

  /** Marks the delivery done; false when another attempt had marked it already. */
  async markDelivered(manager: EntityManager, donationId: number, attempt: number, details: object): Promise<boolean> {
    const claimed: unknown[] = await manager.query(
      `INSERT INTO worker.deliveries (donation_id, state, reason, attempts, details) VALUES ($1, 'delivered', NULL, $2, $3)
       ${upsertUnlessDelivered('worker.deliveries.attempts + 1')} RETURNING donation_id`,
      [donationId, attempt, JSON.stringify(details)],
    );
    return claimed.length > 0;
  }

  /** false when the reward was delivered meanwhile (nothing changed). */
  async markFailed(donationId: number, reason: string, attempts: number): Promise<boolean> {
    const marked: unknown[] = await this.dataSource.query(
      `INSERT INTO worker.deliveries (donation_id, state, reason, attempts) VALUES ($1, 'failed', $2, $3)
       ${upsertUnlessDelivered('EXCLUDED.attempts')} RETURNING donation_id`,
      [donationId, reason, attempts],
    );
    return marked.length > 0;
  }

  async markWaiting(donationId: number, reason: string, attempts: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO worker.deliveries (donation_id, state, reason, attempts) VALUES ($1, 'waiting', $2, $3)
       ${upsertUnlessDelivered('GREATEST(worker.deliveries.attempts, EXCLUDED.attempts)')}`,
      [donationId, reason, attempts],
    );
  }

  async statesOf(donationIds: number[]): Promise<DeliveryStatus[]> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT donation_id, state, reason, attempts, updated_at FROM worker.deliveries WHERE donation_id = ANY($1::int[])`,
      [donationIds],
    );
    return rows.map((row) => ({
      donationId: row.donation_id,
      state: row.state,
      reason: row.reason,
      attempts: row.attempts,
      at: row.updated_at.toISOString(),
    }));
  }

  /**
   * Donations completed at least a few seconds ago whose reward was never handled, or that wait for
   * the game database, as the jobs that deliver them.
   */
  async owed(limit: number): Promise<DeliverRewardJob[]> {
    const rows: OwedRow[] = await this.dataSource.query(
      `SELECT d.donation_id, d.user_id, d.username, d.package_id, d.payment_method, d.character_name
       FROM donations.completed_rewards d LEFT JOIN worker.deliveries w ON w.donation_id = d.donation_id
       WHERE d.updated_at < now() - interval '5 seconds'
         AND (w.donation_id IS NULL OR (w.state = 'waiting' AND w.updated_at < now() - interval '5 seconds'))
       ORDER BY d.donation_id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      donationId: row.donation_id,
      userId: row.user_id,
      completionId: 0,
      username: row.username,
      packageId: row.package_id,
      paymentMethod: row.payment_method,
      characterName: row.character_name,
    }));
  }
}
