import { Controller, Get } from '@nestjs/common';
import { CONTENT_VERSION_KEY, PATTERNS, ServerStatusResponse } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

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
}
