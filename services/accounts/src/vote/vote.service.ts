import { Injectable, Logger } from '@nestjs/common';
import {
  DomainException,
  ErrorCode,
  groupThousands,
  MESSAGES,
  VoteOutcome,
  VotePingbackResult,
  VoteSiteStatus,
  VoteStatus,
} from '@henesys/contracts';
import { GameAccounts, NxLedger } from '@henesys/game';
import { ActivityRecorder } from '@henesys/server';
import { callbackRefusal } from './callback-auth';
import { PINGBACK_PROTOCOLS, VoteReport } from './protocols';
import { VoteSiteRecord, VoteSitesRepository } from './vote-sites.repository';
import { voteUrlFor } from './vote-sites.service';
import { UngrantedVote, VoteEntry, VoteRefused, VotesRepository } from './votes.repository';

/** A pingback as the gateway passes it on. */
export interface PingbackRequest {
  /** The query and the body's fields together. */
  body: Record<string, unknown>;
  sourceIp: string;
  /** Absent: the original address, /api/vote/pingback, which is the first GTop100 site's. */
  siteId?: number;
  /** The secret in the callback address, when it has one. */
  secret?: string;
}

/**
 * The votes: credited only on a vote site's confirmation (its callback), once per account and once per voter
 * address per site within the site's cooldown (enforced by PostgreSQL), as NX the game cannot overwrite.
 *
 * Exactly once across the two databases: the vote is committed in PostgreSQL first, then its grant is
 * written to the game database's ledger under the key `vote:<id>` (a second write of the key is a no-op),
 * then votes.granted_at records it. A grant that could not be written (game database down) is written
 * by the sweeper later (`grantMissing`).
 */
@Injectable()
export class VoteService {
  private readonly logger = new Logger(VoteService.name);

  constructor(
    private readonly votes: VotesRepository,
    private readonly sites: VoteSitesRepository,
    private readonly accounts: GameAccounts,
    private readonly ledger: NxLedger,
    private readonly activity: ActivityRecorder,
  ) {}

  /** Every enabled site with the player's countdown; the first one also in the spec's shape. */
  async status(username: string): Promise<VoteStatus> {
    const account = await this.findAccount(username);
    if (!account) throw new DomainException(ErrorCode.VoteAccountUnknown, MESSAGES.voteUnknownAccount);
    const timeLeft = await this.votes.timeLeftBySite(account.id);
    const sites: VoteSiteStatus[] = (await this.sites.list())
      .filter((site) => site.enabled)
      .map((site) => {
        const timeLeftMs = timeLeft.get(site.id) ?? 0;
        const url = voteUrlFor(site, account.name);
        return { id: site.id, name: site.name, url, allowed: timeLeftMs === 0, timeLeftMs, reward: site.rewardNx };
      });
    const [first] = sites;
    return {
      allowed: first?.allowed ?? false,
      timeLeftMs: first?.timeLeftMs ?? 0,
      site: first?.name ?? '',
      voteUrl: first?.allowed ? first.url : null,
      sites,
    };
  }

  /**
   * A site's callback: refused (403) from a wrong address or with a wrong key or secret; otherwise every
   * report is logged and the counted ones credited (a disabled site's are logged, not credited).
   */
  async receive(request: PingbackRequest): Promise<VotePingbackResult> {
    const site =
      request.siteId === undefined
        ? await this.sites.firstOfProtocol('gtop100')
        : await this.sites.find(request.siteId);
    const protocol = site && PINGBACK_PROTOCOLS[site.protocol];
    const parsed = protocol?.parse(request.body);
    const refusal = site && protocol && parsed ? callbackRefusal(site, protocol, parsed, request) : 'no such vote site';
    if (refusal || !site || !parsed) {
      // The secret is never logged: only which check refused.
      this.logger.warn(
        `Pingback for vote site ${request.siteId ?? 'gtop100'} refused from ${request.sourceIp} (${refusal})`,
      );
      throw new DomainException(ErrorCode.VotePingbackRejected, MESSAGES.votePingbackRejected);
    }
    let credited = 0;
    for (const report of parsed.reports) {
      if ((await this.record(site, report)) === 'credited') credited += 1;
    }
    return { status: 'ok', received: parsed.reports.length, credited };
  }

  /** Logs a report; credits it when the site counted it, the site is on, and neither cooldown rule refuses. */
  private async record(site: VoteSiteRecord, report: VoteReport): Promise<VoteOutcome> {
    const account = await this.findAccount(report.voter);
    const vote: VoteEntry = {
      accountId: account?.id ?? null,
      accountName: account?.name ?? report.voter,
      voterIp: report.voterIp,
      site: site.name,
      siteId: site.id,
      reason: report.reason || null,
      pingbackId: report.pingbackId,
    };
    if (!report.counted || !account || !site.enabled) {
      const outcome: VoteOutcome = !report.counted ? 'unsuccessful' : !account ? 'unknown-account' : 'site-disabled';
      await this.votes.logRefused(vote, outcome);
      return outcome;
    }
    let voteId: string;
    try {
      voteId = await this.votes.credit({ ...vote, accountId: account.id }, site);
    } catch (error) {
      if (!(error instanceof VoteRefused)) throw error;
      await this.votes.logRefused(vote, error.outcome);
      return error.outcome;
    }
    // The vote is credited: its NX is owed from now on. A grant that fails here is retried by the sweeper.
    await this.grant({ id: voteId, accountId: account.id, voterIp: report.voterIp, rewardNx: site.rewardNx }).catch(
      (error: Error) =>
        this.logger.warn(`Vote ${voteId}: NX grant not written yet (${error.message}); the sweeper retries it`),
    );
    await this.activity.record(
      voteId,
      account.name,
      'vote',
      `Voted on ${site.name}: +${groupThousands(site.rewardNx)} NX Cash`,
    );
    return 'credited';
  }

  /** Writes a credited vote's NX to the game ledger (idempotent by key), then records that it was written. */
  private async grant(vote: UngrantedVote): Promise<void> {
    if (vote.rewardNx > 0)
      await this.ledger.grant({
        accountId: vote.accountId,
        balance: 'credit',
        amount: vote.rewardNx,
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
}
