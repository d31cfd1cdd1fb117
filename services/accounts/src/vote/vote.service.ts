import { Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  groupThousands,
  MESSAGES,
  VOTE_REWARD_NX,
  VoteOutcome,
  VotePingbackResult,
  VoteStatus,
  DomainException,
} from '@henesys/contracts';
import { GameAccounts, NxLedger } from '@henesys/game';
import { ActivityRecorder } from '@henesys/server';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AccountsEnv } from '../config/accounts-env';
import { parsePingback, PingbackEntry } from './pingback';
import { UngrantedVote, VoteEntry, VoteRefused, VotesRepository } from './votes.repository';

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
    private readonly votes: VotesRepository,
    private readonly accounts: GameAccounts,
    private readonly ledger: NxLedger,
    private readonly activity: ActivityRecorder,
    private readonly env: AccountsEnv,
  ) {
    this.allowedSources = new Set(
      env.VOTE_PINGBACK_ALLOWED_IPS.split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    );
  }

  async status(username: string): Promise<VoteStatus> {
    const account = await this.findAccount(username);
    if (!account) throw new DomainException(ErrorCode.VoteAccountUnknown, MESSAGES.voteUnknownAccount);
    const timeLeftMs = await this.votes.timeLeftMs(account.id);
    return {
      allowed: timeLeftMs === 0,
      timeLeftMs,
      site: this.env.VOTE_SITE_NAME,
      voteUrl: timeLeftMs === 0 ? this.voteUrl(account.name) : null,
    };
  }

  async receive(body: Record<string, unknown>, sourceIp: string): Promise<VotePingbackResult> {
    const pingback = parsePingback(body);
    if (
      (this.allowedSources.size > 0 && !this.allowedSources.has(sourceIp)) ||
      !sameSecret(pingback.key, this.env.VOTE_PINGBACK_KEY)
    ) {
      this.logger.warn(
        `Pingback refused from ${sourceIp} (${this.allowedSources.size > 0 && !this.allowedSources.has(sourceIp) ? 'address not allowed' : 'wrong key'})`,
      );
      throw new DomainException(ErrorCode.VotePingbackRejected, MESSAGES.votePingbackRejected);
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
    const vote: VoteEntry = {
      accountId: account?.id ?? null,
      accountName: account?.name ?? entry.username,
      voterIp: entry.voterIp,
      site: this.env.VOTE_SITE_NAME,
      reason: entry.reason || null,
      pingbackId: entry.pingbackId,
    };
    if (!entry.successful || !account) {
      const outcome: VoteOutcome = entry.successful ? 'unknown-account' : 'unsuccessful';
      await this.votes.logRefused(vote, outcome);
      return outcome;
    }
    let voteId: string;
    try {
      voteId = await this.votes.credit({ ...vote, accountId: account.id });
    } catch (error) {
      if (!(error instanceof VoteRefused)) throw error;
      await this.votes.logRefused(vote, error.outcome);
      return error.outcome;
    }
    // The vote is credited: its NX is owed from now on. A grant that fails here is retried by the sweeper.
    await this.grant({ id: voteId, accountId: account.id, voterIp: entry.voterIp }).catch((error: Error) =>
      this.logger.warn(`Vote ${voteId}: NX grant not written yet (${error.message}); the sweeper retries it`),
    );
    await this.activity.record(
      voteId,
      account.name,
      'vote',
      `Voted on ${this.env.VOTE_SITE_NAME}: +${groupThousands(VOTE_REWARD_NX)} NX Cash`,
    );
    return 'credited';
  }

  /** Writes a credited vote's NX to the game ledger (idempotent by key), then records that it was written. */
  private async grant(vote: UngrantedVote): Promise<void> {
    await this.ledger.grant({
      accountId: vote.accountId,
      balance: 'credit',
      amount: VOTE_REWARD_NX,
      source: 'vote',
      sourceKey: `vote:${vote.id}`,
    });
    await this.votes.markGranted(vote);
  }

  /** Credited votes whose grant was not written (the game database was down): writes them. Returns how many. */
  async grantMissing(limit = 500): Promise<number> {
    const votes = await this.votes.ungranted(limit);
    for (const vote of votes) await this.grant(vote);
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
