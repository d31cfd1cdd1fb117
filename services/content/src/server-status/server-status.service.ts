import { Injectable } from '@nestjs/common';
import { ServerInfo, ServerStatusResponse } from '@henesys/contracts';
import { ContentEnv } from '../config/content-env';
import { canConnect } from './tcp-probe';

/**
 * The game server's status: one TCP probe at a time, its answer reused for SERVER_STATUS_CACHE_MS.
 * Concurrent callers share the probe in flight.
 */
@Injectable()
export class ServerStatusService {
  private cached?: { at: number; online: boolean };
  private inFlight?: Promise<boolean>;

  constructor(private readonly env: ContentEnv) {}

  async getStatus(): Promise<ServerStatusResponse> {
    const serverInfo = this.serverInfo();
    if (serverInfo.maintenance) return { status: 'maintenance', serverInfo };
    const online = await this.isOnline();
    return { status: online ? 'online' : 'offline', serverInfo };
  }

  private serverInfo(): ServerInfo {
    return {
      version: this.env.SERVER_VERSION,
      expRate: this.env.EXP_RATE,
      mesoRate: this.env.MESO_RATE,
      dropRate: this.env.DROP_RATE,
      maintenance: this.env.MAINTENANCE === 'true',
    };
  }

  private async isOnline(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < this.env.SERVER_STATUS_CACHE_MS) return this.cached.online;
    this.inFlight ??= canConnect(this.env.GAME_HOST, this.env.GAME_PORT, this.env.GAME_STATUS_TIMEOUT_MS).finally(() => {
      this.inFlight = undefined;
    });
    const online = await this.inFlight;
    this.cached = { at: Date.now(), online };
    return online;
  }
}
