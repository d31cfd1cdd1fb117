import { Injectable } from '@nestjs/common';
import { ServerInfo, ServerStatusResponse } from '@henesys/contracts';
import { ContentEnv } from '../config/content-env';
import { MaintenanceSwitch } from '../settings/maintenance-switch';
import { canConnect } from './tcp-probe';

/**
 * The game server's status: one TCP probe at a time, its answer reused for SERVER_STATUS_CACHE_MS.
 * Concurrent callers share the probe in flight.
 */
@Injectable()
export class ServerStatusService {
  private cached?: { at: number; online: boolean };
  private inFlight?: Promise<boolean>;

  constructor(
    private readonly env: ContentEnv,
    private readonly maintenance: MaintenanceSwitch,
  ) {}

  async getStatus(): Promise<ServerStatusResponse> {
    const serverInfo = this.serverInfo(await this.maintenance.isOn());
    if (serverInfo.maintenance) return { status: 'maintenance', serverInfo };
    const online = await this.isOnline();
    return { status: online ? 'online' : 'offline', serverInfo };
  }

  private serverInfo(maintenance: boolean): ServerInfo {
    return {
      version: this.env.SERVER_VERSION,
      expRate: this.env.EXP_RATE,
      mesoRate: this.env.MESO_RATE,
      dropRate: this.env.DROP_RATE,
      maintenance,
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
