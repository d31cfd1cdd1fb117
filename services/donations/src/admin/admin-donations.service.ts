import { Injectable } from '@nestjs/common';
import {
  ADMIN_ROLE,
  AdminDonationPage,
  DonationAuditEntry,
  DonationFilter,
  DonationOwner,
  DonationStatus,
  DonationView,
  ErrorCode,
  MESSAGES,
} from '@henesys/contracts';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource } from 'typeorm';
import { DonationRow, toDonationView } from '../donations/donation-view';
import { donationSearch } from './donation-search';
import { RewardQueue } from './reward-queue';

type AdminStatus = Exclude<DonationStatus, 'cancelled'>;

interface AdminListQuery {
  page: number;
  limit: number;
  status: DonationFilter;
  search?: string;
}

const capitalise = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The Donations Manager: every donation, any status to any other, each change audited. */
@Injectable()
export class AdminDonationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rewards: RewardQueue,
    private readonly activity: ActivityRecorder,
  ) {}

  async list(admin: DonationOwner, { page, limit, status, search }: AdminListQuery): Promise<AdminDonationPage> {
    assertAdmin(admin);
    const words = donationSearch(search);
    const params = [status === 'all' ? null : status, words?.pattern ?? null, words?.id ?? null];
    const where = `WHERE ($1::text IS NULL OR status = $1)
      AND ($2::text IS NULL OR username ILIKE $2 OR character_name ILIKE $2 OR transaction_code ILIKE $2 OR id = $3::int)`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM donations.donations ${where}`, params);
    const rows: DonationRow[] = await this.dataSource.query(
      `SELECT * FROM donations.donations ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, (page - 1) * limit],
    );
    const audits = await this.auditOf(rows.map((row) => row.id));
    return {
      donations: rows.map((row) => ({
        ...toDonationView(row),
        audit: audits.get(row.id) ?? [],
        delivery: { state: row.status === 'completed' ? 'queued' : 'none', reason: null, at: null },
      })),
      pagination: { page, pages: Math.max(1, Math.ceil(total / limit)), total, limit },
    };
  }

  /**
   * Records the change and, on `completed`, hands the reward to the worker and waits briefly for
   * its answer, so the admin's toast says what happened (SPEC §8's words).
   */
  async setStatus(admin: DonationOwner, id: number, status: AdminStatus, notes?: string): Promise<{ message: string; donation: DonationView }> {
    assertAdmin(admin);
    const { row, changeId } = await this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query(`SELECT * FROM donations.donations WHERE id = $1 FOR UPDATE`, [id]);
      if (!current) throw new DomainException(ErrorCode.NotFound, MESSAGES.donationNotFound);
      if (current.status === 'cancelled') throw new DomainException(ErrorCode.Conflict, MESSAGES.donationCancelledFinal);
      const [change] = await manager.query(
        `INSERT INTO donations.status_changes (donation_id, admin_id, admin_name, from_status, to_status, notes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [id, admin.id, admin.username, current.status, status, notes?.trim() || null],
      );
      const [[updated]] = await manager.query(`UPDATE donations.donations SET status = $2, updated_at = now() WHERE id = $1 RETURNING *`, [id, status]);
      return { row: updated as DonationRow, changeId: change.id as number };
    });
    await this.activity.record(`donation.${id}.status.${changeId}`, row.username, 'donation-status', `Donation #${id} is now ${status}`);
    const message = status === 'completed' ? await this.deliver(row, changeId, `completion-${changeId}`) : `Status updated to ${capitalise(status)}`;
    return { message, donation: toDonationView(row) };
  }

  /** After the admin fixed what made a delivery fail (a deleted character, say). */
  async retryDelivery(admin: DonationOwner, id: number): Promise<{ message: string; donation: DonationView }> {
    assertAdmin(admin);
    const [row] = await this.dataSource.query(`SELECT * FROM donations.donations WHERE id = $1`, [id]);
    if (!row) throw new DomainException(ErrorCode.NotFound, MESSAGES.donationNotFound);
    if (row.status !== 'completed') throw new DomainException(ErrorCode.Conflict, MESSAGES.deliveryNotCompleted);
    return { message: await this.deliver(row, 0, `retry-${Date.now()}`), donation: toDonationView(row) };
  }

  private async deliver(row: DonationRow, completionId: number, key: string): Promise<string> {
    try {
      const result = await this.rewards.deliver(
        { donationId: row.id, userId: row.user_id, completionId, username: row.username, packageId: row.package_id, paymentMethod: row.payment_method, characterName: row.character_name },
        key,
      );
      if (!result) return `Status updated but ${MESSAGES.deliveryStillRunning}`;
      return result.outcome === 'not-completed' ? `Status updated but ${result.message.toLowerCase()}` : result.message;
    } catch (error) {
      return `Status updated but ${error instanceof Error ? error.message : 'the reward could not be queued'}`;
    }
  }

  private async auditOf(ids: number[]): Promise<Map<number, DonationAuditEntry[]>> {
    const rows: Array<{ donation_id: number; admin_name: string; from_status: DonationStatus; to_status: DonationStatus; notes: string | null; created_at: Date }> = await this.dataSource.query(
      `SELECT donation_id, admin_name, from_status, to_status, notes, created_at FROM donations.status_changes WHERE donation_id = ANY($1::int[]) ORDER BY id DESC`,
      [ids],
    );
    const byDonation = new Map<number, DonationAuditEntry[]>();
    for (const row of rows) {
      const entries = byDonation.get(row.donation_id) ?? [];
      entries.push({ admin: row.admin_name, from: row.from_status, to: row.to_status, notes: row.notes, at: row.created_at.toISOString() });
      byDonation.set(row.donation_id, entries);
    }
    return byDonation;
  }
}

/** The gateway checks the role already; the service checks it again. */
function assertAdmin(actor: DonationOwner): void {
  if (actor.role !== ADMIN_ROLE) throw new DomainException(ErrorCode.Forbidden, 'You do not have permission to do this.');
}
