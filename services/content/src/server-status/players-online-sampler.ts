import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ContentEnv } from '../config/content-env';
import { PlayersOnlineHistoryStore } from './players-online-history';
import { sampleBucket } from './sample-bucket';
import { ServerStatusService } from './server-status.service';

/** How often the sampler looks whether a new interval has begun. */
const CHECK_MS = 30_000;

/**
 * Takes one players-online sample per SERVER_STATUS_SAMPLE_MINUTES interval: at start, then whenever
 * a new interval begins. Several copies of the service may each try; the store keeps the first.
 * A failed sample (database down) logs a warning and is tried again at the next check.
 */
@Injectable()
export class PlayersOnlineSampler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlayersOnlineSampler.name);
  private timer?: NodeJS.Timeout;
  private lastBucket = 0;
  private running = false;

  constructor(
    private readonly status: ServerStatusService,
    private readonly history: PlayersOnlineHistoryStore,
    private readonly env: ContentEnv,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    const now = new Date();
    const bucket = sampleBucket(now, this.env.SERVER_STATUS_SAMPLE_MINUTES).getTime();
    if (this.running || bucket === this.lastBucket) return;
    this.running = true;
    try {
      const { playersOnline } = await this.status.getStatus();
      await this.history.record(now, playersOnline);
      this.lastBucket = bucket;
    } catch (error) {
      this.logger.warn(`Players online not sampled: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
