import { Injectable } from '@nestjs/common';
import { StaffVote, VoteOutcome } from '@henesys/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

/** One pingback entry as accounts.votes keeps it. */
export interface VoteEntry {
  accountId: number | null;
  accountName: string;
  voterIp: string;
  site: string;
  reason: string | null;
  pingbackId: string | null;
}

/** A credited vote whose NX grant is not written yet. */
export interface UngrantedVote {
  id: string;
  accountId: number;
  voterIp: string;
}

const DUPLICATE_BY_CONSTRAINT: Record<string, VoteOutcome> = {
  votes_account_daily: 'duplicate-account',
  votes_ip_daily: 'duplicate-ip',
};

/** Thrown by `credit` when one of the 24-hour rules (the table's exclusion constraints) refuses the vote. */
export class VoteRefused extends Error {
  constructor(readonly outcome: VoteOutcome) {
    super(outcome);
  }
}

const values = (vote: VoteEntry) => [
  vote.accountId,
  vote.accountName,
  vote.voterIp,
  vote.site,
  vote.reason,
  vote.pingbackId,
];

/** The queries of accounts.votes: every pingback entry, the credited ones enforced once a day by PostgreSQL. */
@Injectable()
export class VotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Milliseconds until the account's last credited vote stops counting (0: it may vote). */
  async timeLeftMs(accountId: number): Promise<number> {
    const [row]: Array<{ left_ms: string }> = await this.dataSource.query(
      `SELECT greatest(0, floor(extract(epoch FROM credited_until - now()) * 1000))::bigint AS left_ms FROM accounts.votes
       WHERE account_id = $1 AND credited AND credited_until > now() ORDER BY credited_until DESC LIMIT 1`,
      [accountId],
    );
    return row ? Number(row.left_ms) : 0;
  }

  /** The account's pingback entries, newest first (credited or not), as the staff page lists them. */
  async recentOf(accountName: string, limit: number): Promise<StaffVote[]> {
    const rows: Array<{ created_at: Date; site: string; credited: boolean }> = await this.dataSource.query(
      `SELECT created_at, site, credited FROM accounts.votes WHERE lower(account_name) = lower($1)
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [accountName, limit],
    );
    return rows.map((row) => ({ at: row.created_at.toISOString(), site: row.site, credited: row.credited }));
  }

  async logRefused(vote: VoteEntry, outcome: VoteOutcome): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, reason, pingback_id, outcome, credited) VALUES ($1, $2, $3, $4, $5, $6, $7, false)`,
      [...values(vote), outcome],
    );
  }

  /** Records a credited vote and answers its id; VoteRefused when the account or the IP voted in the last 24 hours. */
  async credit(vote: VoteEntry & { accountId: number }): Promise<string> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.lockVoter(manager, vote.accountId, vote.voterIp);
        const [row]: Array<{ id: string }> = await manager.query(
          `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, reason, pingback_id, outcome, credited)
           VALUES ($1, $2, $3, $4, $5, $6, 'credited', true) RETURNING id`,
          values(vote),
        );
        return String(row.id);
      });
    } catch (error) {
      const constraint =
        error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
      const outcome = constraint ? DUPLICATE_BY_CONSTRAINT[constraint] : undefined;
      throw outcome ? new VoteRefused(outcome) : error;
    }
  }

  /**
   * Marking a vote writes a new version of its row, which PostgreSQL checks against the exclusion constraints
   * again: beside the next credit of the same account or voter IP, each waited on the other and one died of a
   * deadlock (that pingback answered 503). Under the same locks as `credit`, they queue.
   */
  async markGranted(vote: UngrantedVote): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockVoter(manager, vote.accountId, vote.voterIp);
      await manager.query('UPDATE accounts.votes SET granted_at = now() WHERE id = $1 AND granted_at IS NULL', [
        vote.id,
      ]);
    });
  }

  async ungranted(limit: number): Promise<UngrantedVote[]> {
    const rows: Array<{ id: string; account_id: number; voter_ip: string }> = await this.dataSource.query(
      'SELECT id, account_id, voter_ip FROM accounts.votes WHERE credited AND granted_at IS NULL ORDER BY id LIMIT $1',
      [limit],
    );
    return rows.map((row) => ({ id: String(row.id), accountId: row.account_id, voterIp: row.voter_ip }));
  }

  /**
   * Writes that conflict on an exclusion constraint each wait on the other and one dies of a deadlock; taking
   * the account's lock, then the voter IP's (always in that order) queues them instead.
   */
  private async lockVoter(manager: EntityManager, accountId: number, voterIp: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.vote-account'), $1)`, [accountId]);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.vote-ip'), hashtext($1))`, [voterIp]);
  }
}
