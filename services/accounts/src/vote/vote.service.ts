import { Injectable, Logger } from '@nestjs/common';
import { ErrorCode, MESSAGES, VOTE_REWARD_NX, VoteOutcome, VotePingbackResult, VoteStatus } from '@henesys/contracts';
import { GameAccounts, NxLedger } from '@henesys/game';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { AccountsEnv } from '../config/accounts-env';
import { parsePingback, PingbackEntry } from './pingback';

const DUPLICATE_BY_CONSTRAINT: Record<string, VoteOutcome> = { votes_account_daily: 'duplicate-account', votes_ip_daily: 'duplicate-ip' };

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The daily vote: credited only on the vote site's confirmation (the pingback), once per account and
 * once per voter IP in any 24 hours (enforced by PostgreSQL), as NX the game cannot overwrite.
 *
 * Exactly once across the two databases: the vote is committed in PostgreSQL first, then its grant is
 * written to the game database's ledger under the key `vote:<id>` (a second write of the key is a no-op),
 * then votes.granted_at records it. A grant that could not be written (game database down) is written
 * by the sweeper later (`grantMissing`).
 */
@Injectable()
export class VoteService {
  private readonly logger = new Logger(VoteService.name);
  private readonly allowedSources: Set<string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: GameAccounts,
    private readonly ledger: NxLedger,
    private readonly activity: ActivityRecorder,
    private readonly env: AccountsEnv,
  ) {
    this.allowedSources = new Set(env.VOTE_PINGBACK_ALLOWED_IPS.split(',').map((ip) => ip.trim()).filter(Boolean));
  }

  async status(username: string): Promise<VoteStatus> {
    const account = await this.findAccount(username);
    if (!account) throw new DomainException(ErrorCode.NotFound, MESSAGES.voteUnknownAccount);
    const [row] = await this.dataSource.query(
      `SELECT greatest(0, floor(extract(epoch FROM credited_until - now()) * 1000))::bigint AS left_ms FROM accounts.votes
       WHERE account_id = $1 AND credited AND credited_until > now() ORDER BY credited_until DESC LIMIT 1`,
      [account.id],
    );
    const timeLeftMs = row ? Number(row.left_ms) : 0;
    return { allowed: timeLeftMs === 0, timeLeftMs, site: this.env.VOTE_SITE_NAME, voteUrl: timeLeftMs === 0 ? this.voteUrl(account.name) : null };
  }

  async receive(body: Record<string, unknown>, sourceIp: string): Promise<VotePingbackResult> {
    const pingback = parsePingback(body);
    if ((this.allowedSources.size > 0 && !this.allowedSources.has(sourceIp)) || !sameSecret(pingback.key, this.env.VOTE_PINGBACK_KEY)) {
      this.logger.warn(`Pingback refused from ${sourceIp} (${this.allowedSources.size > 0 && !this.allowedSources.has(sourceIp) ? 'address not allowed' : 'wrong key'})`);
      throw new DomainException(ErrorCode.Forbidden, MESSAGES.votePingbackRejected);
    }
    let credited = 0;
    for (const entry of pingback.entries) {
      if ((await this.record(entry)) === 'credited') credited += 1;
    }
    return { status: 'ok', received: pingback.entries.length, credited };
  }

  /** Logs every pingback entry; credits it when the site counted it and neither 24-hour rule refuses. */
  private async record(entry: PingbackEntry): Promise<VoteOutcome> {
    const account = await this.findAccount(entry.username);
    const base = [account?.id ?? null, account?.name ?? entry.username, entry.voterIp, this.env.VOTE_SITE_NAME, entry.reason || null, entry.pingbackId];
    const logRefusal = (outcome: VoteOutcome) =>
      this.dataSource.query(
        `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, reason, pingback_id, outcome, credited) VALUES ($1, $2, $3, $4, $5, $6, $7, false)`,
        [...base, outcome],
      );
    if (!entry.successful || !account) {
      const outcome: VoteOutcome = entry.successful ? 'unknown-account' : 'unsuccessful';
      await logRefusal(outcome);
      return outcome;
    }
    let voteId: string;
    try {
      voteId = await this.dataSource.transaction(async (manager) => {
        // Concurrent inserts that conflict on an exclusion constraint each wait on the other and one dies
        // of a deadlock; taking the account's lock, then the IP's (always in that order) queues them instead.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.vote-account'), $1)`, [account.id]);
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.vote-ip'), hashtext($1))`, [entry.voterIp]);
        const [vote] = await manager.query(
          `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, reason, pingback_id, outcome, credited)
           VALUES ($1, $2, $3, $4, $5, $6, 'credited', true) RETURNING id`,
          base,
        );
        return String(vote.id);
      });
    } catch (error) {
      const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
      const duplicate = constraint ? DUPLICATE_BY_CONSTRAINT[constraint] : undefined;
      if (!duplicate) throw error;
      await logRefusal(duplicate);
      return duplicate;
    }
    // The vote is credited: its NX is owed from now on. A grant that fails here is retried by the sweeper.
    await this.grant(voteId, account.id).catch((error: Error) => this.logger.warn(`Vote ${voteId}: NX grant not written yet (${error.message}); the sweeper retries it`));
    await this.activity.record(voteId, account.name, 'vote', `Voted on ${this.env.VOTE_SITE_NAME}: +${VOTE_REWARD_NX.toLocaleString('en-US')} NX Cash`);
    return 'credited';
  }

  /** Writes a credited vote's NX to the game ledger (idempotent by key), then records that it was written. */
  private async grant(voteId: string, accountId: number): Promise<void> {
    await this.ledger.grant({ accountId, balance: 'credit', amount: VOTE_REWARD_NX, source: 'vote', sourceKey: `vote:${voteId}` });
    await this.dataSource.query('UPDATE accounts.votes SET granted_at = now() WHERE id = $1 AND granted_at IS NULL', [voteId]);
  }

  /** Credited votes whose grant was not written (the game database was down): writes them. Returns how many. */
  async grantMissing(limit = 500): Promise<number> {
    const votes: Array<{ id: string; account_id: number }> = await this.dataSource.query(
      'SELECT id, account_id FROM accounts.votes WHERE credited AND granted_at IS NULL ORDER BY id LIMIT $1',
      [limit],
    );
    for (const vote of votes) await this.grant(String(vote.id), vote.account_id);
    return votes.length;
  }

  /** The game account of that name, matched as the game matches names (case-insensitive). */
  private async findAccount(username: string): Promise<{ id: number; name: string } | undefined> {
    const account = await this.accounts.findByName(username);
    return account && { id: account.id, name: account.name };
  }

  private voteUrl(username: string): string {
    const url = new URL(this.env.VOTE_SITE_URL);
    url.searchParams.set('vote', '1');
    url.searchParams.set('pingUsername', username);
    return url.toString();
  }
}
