import { Injectable } from '@nestjs/common';
import {
  ADMIN_ROLE,
  AdminDonationPage,
  DonationFilter,
  DonationOwner,
  DonationStatus,
  DonationView,
  ErrorCode,
  MESSAGES,
  DomainException,
} from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { DataSource } from 'typeorm';
import { toDonationView } from '../donations/donation-view';
import { Donation, DonationsRepository } from '../donations/donations.repository';
import { donationSearch } from './donation-search';
import { RewardQueue } from './reward-queue';
import { StatusChangesRepository } from './status-changes.repository';

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
    private readonly donations: DonationsRepository,
    private readonly statusChanges: StatusChangesRepository,
    private readonly rewards: RewardQueue,
    private readonly activity: ActivityRecorder,
  ) {}

  async list(admin: DonationOwner, { page, limit, status, search }: AdminListQuery): Promise<AdminDonationPage> {
    assertAdmin(admin);
    const { rows, total } = await this.donations.search(status, donationSearch(search), page, limit);
    const audits = await this.statusChanges.ofDonations(rows.map((row) => row.id));
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
  async setStatus(
    admin: DonationOwner,
    id: number,
    status: AdminStatus,
    notes?: string,
  ): Promise<{ message: string; donation: DonationView }> {
    assertAdmin(admin);
    const { row, changeId } = await this.dataSource.transaction(async (manager) => {
      const current = await this.donations.lock(manager, id);
      if (!current) throw new DomainException(ErrorCode.DonationNotFound, MESSAGES.donationNotFound);
      if (current.status === 'cancelled')
        throw new DomainException(ErrorCode.DonationCancelled, MESSAGES.donationCancelledFinal);
      const changeId = await this.statusChanges.record(manager, {
        donationId: id,
        adminId: admin.id,
        adminName: admin.username,
        from: current.status,
        to: status,
        notes: notes?.trim() || null,
      });
      return { row: await this.donations.setStatus(manager, id, status), changeId };
    });
    await this.activity.record(
      `donation.${id}.status.${changeId}`,
      row.username,
      'donation-status',
      `Donation #${id} is now ${status}`,
    );
    const message =
      status === 'completed'
        ? await this.deliver(row, changeId, `completion-${changeId}`)
        : `Status updated to ${capitalise(status)}`;
    return { message, donation: toDonationView(row) };
  }

  /** After the admin fixed what made a delivery fail (a deleted character, say). */
  async retryDelivery(admin: DonationOwner, id: number): Promise<{ message: string; donation: DonationView }> {
    assertAdmin(admin);
    const row = await this.donations.find(id);
    if (!row) throw new DomainException(ErrorCode.DonationNotFound, MESSAGES.donationNotFound);
    if (row.status !== 'completed')
      throw new DomainException(ErrorCode.DonationNotCompleted, MESSAGES.deliveryNotCompleted);
    return { message: await this.deliver(row, 0, `retry-${Date.now()}`), donation: toDonationView(row) };
  }

  private async deliver(row: Donation, completionId: number, key: string): Promise<string> {
    try {
      const result = await this.rewards.deliver(
        {
          donationId: row.id,
          userId: row.userId,
          completionId,
          username: row.username,
          packageId: row.packageId,
          paymentMethod: row.paymentMethod,
          characterName: row.characterName,
        },
        key,
      );
      if (!result) return `Status updated but ${MESSAGES.deliveryStillRunning}`;
      return result.outcome === 'not-completed' ? `Status updated but ${result.message.toLowerCase()}` : result.message;
    } catch (error) {
      return `Status updated but ${error instanceof Error ? error.message : 'the reward could not be queued'}`;
    }
  }
}

/** The gateway checks the role already; the service checks it again. */
function assertAdmin(actor: DonationOwner): void {
  if (actor.role !== ADMIN_ROLE)
    throw new DomainException(ErrorCode.Forbidden, 'You do not have permission to do this.');
}
