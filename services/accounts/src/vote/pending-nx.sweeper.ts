import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { NxLedger } from '@henesys/game';
import { AccountsEnv } from '../config/accounts-env';
import { VoteService } from './vote.service';

/**
 * Every PENDING_NX_SWEEP_SECONDS: (a) writes the ledger grant of credited votes whose grant failed
 * (game database down), then (b) adds NX waiting in the game ledger to the balance of each account
 * seen logged out twice, GAME_OFFLINE_CONFIRM_SECONDS apart, with the same lastlogin (NxLedger's guard:
 * a running game would overwrite a balance written while the player is in game). A sweep that fails
 * (game database down) logs a warning; the next one tries again.
 */
@Injectable()
export class PendingNxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PendingNxSweeper.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly votes: VoteService,
    private readonly ledger: NxLedger,
    private readonly env: AccountsEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.env.PENDING_NX_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.sweep();
    } catch (error) {
      this.logger.warn(
        `Pending NX sweep failed, trying again in ${this.env.PENDING_NX_SWEEP_SECONDS} s: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.running = false;
    }
  }

  /** One sweep; returns the NX added to balances. */
  async sweep(): Promise<number> {
    const regranted = await this.votes.grantMissing();
    if (regranted > 0) this.logger.log(`Wrote the NX grant of ${regranted} earlier vote(s)`);
    let applied = 0;
    for (const accountId of await this.ledger.accountsWithPending()) {
      const due = await this.ledger.applyIfConfirmedOffline(accountId, this.env.GAME_OFFLINE_CONFIRM_SECONDS);
      applied += due.credit + due.prepaid + due.maplePoint;
    }
    return applied;
  }
}
