import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { accountsWithPendingNx, applyPendingNx } from '@henesys/server';
import { DataSource } from 'typeorm';
import { AccountsEnv } from '../config/accounts-env';

/** NX granted while a player was in game waits in game.nx_credits; this applies it once they log out. */
@Injectable()
export class PendingNxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PendingNxSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: AccountsEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: Error) => this.logger.warn(`Pending NX sweep failed: ${error.message}`)), this.env.PENDING_NX_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    let applied = 0;
    for (const accountId of await accountsWithPendingNx(this.dataSource.manager)) {
      applied += await this.dataSource.transaction((manager) => applyPendingNx(manager, accountId));
    }
    return applied;
  }
}
