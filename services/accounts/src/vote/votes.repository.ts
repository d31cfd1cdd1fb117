import { Injectable } from '@nestjs/common';
import { StaffVote, VoteOutcome } from '@henesys/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

/** One pingback entry as accounts.votes keeps it. */
export interface VoteEntry {
  accountId: number | null;
  accountName: string;
  voterIp: string;
  /** The site's name at the time (as the staff page lists it). */
  site: string;
  siteId: number;
  reason: string | null;
  pingbackId: string | null;
}

/** What a credited vote is held to and earns: the site's cooldown and reward at the time. */
export interface VoteTerms {
  cooldownHours: number;
  rewardNx: number;
}

/** A credited vote whose NX grant is not written yet. */
export interface UngrantedVote {
  id: string;
  accountId: number;
  voterIp: string;
  rewardNx: number;
}

const DUPLICATE_BY_CONSTRAINT: Record<string, VoteOutcome> = {
  votes_account_cooldown: 'duplicate-account',
  votes_ip_cooldown: 'duplicate-ip',
};

/** Thrown by `credit` when one of the per-site cooldown rules (the table's exclusion constraints) refuses the vote. */
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
  vote.siteId,
];

/** The queries of accounts.votes: every pingback entry, the credited ones held to each site's cooldown by PostgreSQL. */
@Injectable()
export class VotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Per site, milliseconds until the account's last credited vote there stops counting (a site left out: it may vote). */
  async timeLeftBySite(accountId: number): Promise<Map<number, number>> {
    const rows: Array<{ site_id: number; left_ms: string }> = await this.dataSource.query(
      `SELECT site_id, greatest(0, floor(extract(epoch FROM max(credited_until) - now()) * 1000))::bigint AS left_ms
       FROM accounts.votes WHERE account_id = $1 AND credited AND credited_until > now() GROUP BY site_id`,
      [accountId],
    );
    return new Map(rows.map((row) => [row.site_id, Number(row.left_ms)]));
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
      `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, reason, pingback_id, site_id, outcome, credited)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false)`,
      [...values(vote), outcome],
    );
  }

  /** Records a credited vote and answers its id; VoteRefused when the account or the IP voted on that site within its cooldown. */
  async credit(vote: VoteEntry & { accountId: number }, terms: VoteTerms): Promise<string> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.lockVoter(manager, vote.accountId, vote.voterIp);
        const [row]: Array<{ id: string }> = await manager.query(
          `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, reason, pingback_id, site_id, outcome, credited, credited_until, reward_nx)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'credited', true, now() + make_interval(hours => $8), $9) RETURNING id`,
          [...values(vote), terms.cooldownHours, terms.rewardNx],
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
    const rows: Array<{ id: string; account_id: number; voter_ip: string; reward_nx: number }> =
      await this.dataSource.query(
        'SELECT id, account_id, voter_ip, reward_nx FROM accounts.votes WHERE credited AND granted_at IS NULL ORDER BY id LIMIT $1',
        [limit],
      );
    return rows.map((row) => ({
      id: String(row.id),
      accountId: row.account_id,
      voterIp: row.voter_ip,
      rewardNx: row.reward_nx,
    }));
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
