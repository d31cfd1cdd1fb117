import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RANKINGS_VERSION_KEY, RankingsRefreshResult } from '@henesys/contracts';
import { isGameDatabaseUnavailable } from '@henesys/game';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { RankingsEnv } from '../config/rankings-env';
import { GuildRankingsService } from './guild-rankings.query';
import { RankingSnapshotBuilder } from './ranking-snapshot.builder';

/** While the game database is down, its tables missing or without a ranked character yet (demo seeding at start), look again this often. */
export const EMPTY_RETRY_MS = 5_000;
/** MySQL/MariaDB: the game's tables are not there (yet: a managed demo database is created at start). */
const NO_SUCH_TABLE = 'ER_NO_SUCH_TABLE';

/**
 * When the rankings are rebuilt from the game database: once at start, then every
 * RANKINGS_REFRESH_SECONDS; sooner (every 5 s) while there is nothing to rank yet or a rebuild
 * failed, so a fresh demo shows its characters as soon as they are seeded. A game database that is
 * down fails a rebuild with a warning only: the last rankings keep being served. Replicas take
 * turns: a scheduled rebuild skips while another process rebuilds. `refreshNow` (the internal
 * rankings.refresh message) waits its turn.
 */
@Injectable()
export class RankingRefreshScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RankingRefreshScheduler.name);
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private reportedFirst = false;

  constructor(
    private readonly builder: RankingSnapshotBuilder,
    private readonly env: RankingsEnv,
    private readonly guilds: GuildRankingsService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  async refreshNow(): Promise<RankingsRefreshResult> {
    const result = await this.builder.rebuild({ wait: true });
    // wait: true never skips; the null branch only satisfies the type.
    if (!result) throw new Error('Rankings rebuild was skipped');
    this.report(result);
    return result;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runScheduled(), delayMs);
  }

  private async runScheduled(): Promise<void> {
    const intervalMs = this.env.RANKINGS_REFRESH_SECONDS * 1000;
    try {
      const result = await this.builder.rebuild({ wait: false });
      if (result) this.report(result);
      this.schedule(result && result.characters === 0 ? Math.min(EMPTY_RETRY_MS, intervalMs) : intervalMs);
    } catch (error) {
      if (this.stopped) return;
      const code = (error as { code?: string }).code;
      if (code === NO_SUCH_TABLE)
        this.logger.warn('The game tables are not there yet; rankings will be built once they are');
      else if (isGameDatabaseUnavailable(error))
        this.logger.warn(
          `The game database is not answering; the last rankings stay served (${(error as Error).message})`,
        );
      else this.logger.error({ err: error }, 'Rebuilding the rankings failed; retrying shortly');
      this.schedule(Math.min(EMPTY_RETRY_MS, intervalMs));
    }
  }

  private report(result: RankingsRefreshResult): void {
    this.guilds.clear();
    // The gateways' response caches key by this: the new rankings are served on the next request.
    void this.redis
      .incr(RANKINGS_VERSION_KEY)
      .catch((error: Error) => this.logger.warn(`Rankings version not bumped: ${error.message}`));
    const steps = Object.entries(result.steps)
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ');
    const line = `Rankings rebuilt: ${result.characters} characters in ${result.durationMs} ms (${steps})`;
    if (!this.reportedFirst && result.characters > 0) {
      this.reportedFirst = true;
      this.logger.log(line);
    } else {
      this.logger.debug(line);
    }
  }
}
