import { Injectable } from '@nestjs/common';
import { DonationAuditEntry, DonationStatus } from '@henesys/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** One admin's change of a donation's status, as the audit trail records it. */
export interface StatusChange {
  donationId: number;
  adminId: number;
  adminName: string;
  from: DonationStatus;
  to: DonationStatus;
  notes: string | null;
}

interface AuditRow {
  donation_id: number;
  admin_name: string;
  from_status: DonationStatus;
  to_status: DonationStatus;
  notes: string | null;
  created_at: Date;
}

/** The queries of donations.status_changes: the Donations Manager's audit trail. */
@Injectable()
export class StatusChangesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the change inside the caller's transaction and answers its id. */
  async record(manager: EntityManager, change: StatusChange): Promise<number> {
    const [row]: Array<{ id: number }> = await manager.query(
      `INSERT INTO donations.status_changes (donation_id, admin_id, admin_name, from_status, to_status, notes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [change.donationId, change.adminId, change.adminName, change.from, change.to, change.notes],
    );
    return row.id;
  }

  /** Each donation's changes, newest first. */
  async ofDonations(donationIds: number[]): Promise<Map<number, DonationAuditEntry[]>> {
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT donation_id, admin_name, from_status, to_status, notes, created_at FROM donations.status_changes WHERE donation_id = ANY($1::int[]) ORDER BY id DESC`,
      [donationIds],
    );
    const byDonation = new Map<number, DonationAuditEntry[]>();
    for (const row of rows) {
      const entries = byDonation.get(row.donation_id) ?? [];
      entries.push({
        admin: row.admin_name,
        from: row.from_status,
        to: row.to_status,
        notes: row.notes,
        at: row.created_at.toISOString(),
      });
      byDonation.set(row.donation_id, entries);
    }
    return byDonation;
  }
}
