import { Injectable, Logger } from '@nestjs/common';
import { ServerInfo, ServerStatusResponse } from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { ContentEnv } from '../config/content-env';
import { MaintenanceSwitch } from '../settings/maintenance-switch';
import { canConnect } from './tcp-probe';

/** What the game's accounts table can tell: how many accounts are logged in. */
export type PlayersCounter = Pick<GameAccounts, 'countLoggedIn'>;

/**
 * The game server's status: one TCP probe at a time, its answer (with the players online) reused for
 * SERVER_STATUS_CACHE_MS. Concurrent callers share the probe in flight. Players online are counted
 * only while the login server answers (after a crash the game's rows still say logged in), and read
 * as 0 when the game database does not answer: this route never fails for it.
 */
@Injectable()
export class ServerStatusService {
  private readonly logger = new Logger(ServerStatusService.name);
  private cached?: { at: number; online: boolean; players: number };
  private inFlight?: Promise<{ online: boolean; players: number }>;

  constructor(
    private readonly env: ContentEnv,
    private readonly maintenance: MaintenanceSwitch,
    private readonly accounts: GameAccounts,
  ) {}

  async getStatus(): Promise<ServerStatusResponse> {
    const serverInfo = this.serverInfo(await this.maintenance.isOn());
    if (serverInfo.maintenance) return { status: 'maintenance', playersOnline: 0, serverInfo };
    const { online, players } = await this.probe();
    return { status: online ? 'online' : 'offline', playersOnline: online ? players : 0, serverInfo };
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

  private async probe(): Promise<{ online: boolean; players: number }> {
    if (this.cached && Date.now() - this.cached.at < this.env.SERVER_STATUS_CACHE_MS) return this.cached;
    this.inFlight ??= this.look().finally(() => {
      this.inFlight = undefined;
    });
    const answer = await this.inFlight;
    this.cached = { at: Date.now(), ...answer };
    return answer;
  }

  private async look(): Promise<{ online: boolean; players: number }> {
    const online = await canConnect(this.env.GAME_HOST, this.env.GAME_PORT, this.env.GAME_STATUS_TIMEOUT_MS);
    return { online, players: online ? await this.countPlayers() : 0 };
  }

  private async countPlayers(): Promise<number> {
    try {
      return await this.accounts.countLoggedIn();
    } catch (error) {
      this.logger.warn(`Players online not counted: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
