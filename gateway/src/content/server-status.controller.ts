import { Controller, Get } from '@nestjs/common';
import { CONTENT_VERSION_KEY, PATTERNS, PlayersOnlineHistory, ServerStatusResponse } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** One history answer serves everyone for a minute (samples are minutes apart). */
const HISTORY_CACHE_SECONDS = 60;

@Controller('server-status')
export class ServerStatusController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §7: the web adds a cache-busting query parameter; it is ignored here. */
  @Get()
  @Public()
  // The maintenance switch bumps the content version, so it shows at once.
  @PublicCache({ seconds: (env) => env.SERVER_STATUS_GATEWAY_CACHE_SECONDS, versionKey: CONTENT_VERSION_KEY })
  get(): Promise<ServerStatusResponse> {
    return this.rpc.send(PATTERNS.contentServerStatus, {});
  }

  /** The players-online samples of the last 24 hours for the widget's sparkline; a new one comes every few minutes. */
  @Get('history')
  @PublicCache({ seconds: HISTORY_CACHE_SECONDS })
  getHistory(): Promise<PlayersOnlineHistory> {
    return this.rpc.send(PATTERNS.contentServerStatusHistory, {});
  }
}
