import { Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_ROLE,
  AdminDonationPage,
  AdminDonationStatus,
  DonationChangeReply,
  DonationFilter,
  DonationOwner,
  DonationView,
  ErrorCode,
  MESSAGES,
  DomainException,
  paginationOf,
} from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { ActivityRecorder, StaffAuditRecorder } from '@henesys/server';
import { DataSource } from 'typeorm';
import { toDonationView } from '../donations/donation-view';
import { Donation, DonationsRepository } from '../donations/donations.repository';
import { DeliveryStatesRepository } from './delivery-states.repository';
import { donationSearch } from './donation-search';
import { RewardQueue } from './reward-queue';
import { StatusChangesRepository } from './status-changes.repository';

interface AdminListQuery {
  page: number;
  limit: number;
  status: DonationFilter;
  search?: string;
}

type DeliveryAnswer = Pick<DonationChangeReply, 'message' | 'delivery'>;

const capitalise = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The Donations Manager: every donation with its delivery's state, any status to any other, each change audited. */
@Injectable()
export class AdminDonationsService {
  private readonly logger = new Logger(AdminDonationsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly donations: DonationsRepository,
    private readonly statusChanges: StatusChangesRepository,
    private readonly deliveryStates: DeliveryStatesRepository,
    private readonly rewards: RewardQueue,
    private readonly activity: ActivityRecorder,
    private readonly staffAudit: StaffAuditRecorder,
    private readonly gameAccounts: GameAccounts,
  ) {}

  async list(admin: DonationOwner, { page, limit, status, search }: AdminListQuery): Promise<AdminDonationPage> {
    assertAdmin(admin);
    const { rows, total } = await this.donations.search(status, donationSearch(search), page, limit);
    const ids = rows.map((row) => row.id);
    const [audits, deliveries] = await Promise.all([
      this.statusChanges.ofDonations(ids),
      this.deliveryStates.ofDonations(ids),
    ]);
    return {
      donations: rows.map((row) => ({
        ...toDonationView(row),
        audit: audits.get(row.id) ?? [],
        delivery: deliveries.get(row.id) ?? {
          state: row.status === 'completed' ? 'queued' : 'none',
          reason: null,
          at: null,
        },
      })),
      pagination: paginationOf(page, limit, total),
    };
  }

  /**
   * Records the change and, on `completed`, hands the reward to the worker and waits briefly for
   * its answer, so the admin's toast says what happened (SPEC §8's words).
   */
  async setStatus(
    admin: DonationOwner,
    id: number,
    status: AdminDonationStatus,
    notes?: string,
  ): Promise<DonationChangeReply> {
    assertAdmin(admin);
    const reason = notes?.trim() || null;
    const { row, changeId, from } = await this.dataSource.transaction(async (manager) => {
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
        notes: reason,
      });
      return { row: await this.donations.setStatus(manager, id, status), changeId, from: current.status };
    });
    await this.activity.record(
      `donation.${id}.status.${changeId}`,
      row.username,
      'donation-status',
      `Donation #${id} is now ${status}`,
    );
    await this.staffAudit.record(`donation.status.${changeId}`, {
      actor: { id: admin.id, name: admin.username },
      action: 'donation.status',
      target: `donation:${id}`,
      targetLabel: `Donation #${id}`,
      accountId: await this.gameAccountIdOf(row.username),
      reason,
      before: { status: from },
      after: { status },
    });
    const outcome =
      status === 'completed'
        ? await this.deliver(row, changeId, `completion-${changeId}`)
        : { message: `Status updated to ${capitalise(status)}`, delivery: 'none' as const };
    return { ...outcome, donation: toDonationView(row) };
  }

  /** Every donation of one site user, newest first: the staff console's player page. */
  async ofUser(userId: number): Promise<DonationView[]> {
    return (await this.donations.allOf(userId)).map(toDonationView);
  }

  /** After the admin fixed what made a delivery fail (a deleted character, say). */
  async retryDelivery(admin: DonationOwner, id: number): Promise<DonationChangeReply> {
    assertAdmin(admin);
    const row = await this.donations.find(id);
    if (!row) throw new DomainException(ErrorCode.DonationNotFound, MESSAGES.donationNotFound);
    if (row.status !== 'completed')
      throw new DomainException(ErrorCode.DonationNotCompleted, MESSAGES.deliveryNotCompleted);
    return { ...(await this.deliver(row, 0, `retry-${Date.now()}`)), donation: toDonationView(row) };
  }

  /**
   * The owner's game account (a site user's name is their game account's), for the staff trail's
   * player page. The change is made already: a game database that does not answer leaves it null.
   */
  private async gameAccountIdOf(username: string): Promise<number | null> {
    try {
      return (await this.gameAccounts.findByName(username))?.id ?? null;
    } catch (error) {
      this.logger.warn(`Game account of ${username} not found for the staff trail: ${(error as Error).message}`);
      return null;
    }
  }

  private async deliver(row: Donation, completionId: number, key: string): Promise<DeliveryAnswer> {
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
      if (!result) return { message: `Status updated but ${MESSAGES.deliveryStillRunning}`, delivery: 'running' };
      if (result.outcome === 'not-completed')
        return { message: `Status updated but ${result.message.toLowerCase()}`, delivery: 'failed' };
      return { message: result.message, delivery: 'delivered' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'the reward could not be queued';
      return { message: `Status updated but ${reason}`, delivery: 'failed' };
    }
  }
}

/** The gateway checks the role already; the service checks it again. */
function assertAdmin(actor: DonationOwner): void {
  if (actor.role !== ADMIN_ROLE)
    throw new DomainException(ErrorCode.Forbidden, 'You do not have permission to do this.');
}
