import { Controller, Get } from '@nestjs/common';
import { PATTERNS, ServerStatusResponse } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { RpcClient } from '../rpc/rpc-client';

@Controller('server-status')
export class ServerStatusController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §7: the web adds a cache-busting query parameter; it is ignored here. */
  @Get()
  @Public()
  get(): Promise<ServerStatusResponse> {
    return this.rpc.send(PATTERNS.contentServerStatus, {});
  }
}
