import { Controller } from '@nestjs/common';
import { PATTERNS, PlayersOnlineHistory, ServerStatusResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { PlayersOnlineHistoryStore } from './players-online-history';
import { ServerStatusService } from './server-status.service';

@Controller()
export class ServerStatusController {
  constructor(
    private readonly serverStatus: ServerStatusService,
    private readonly history: PlayersOnlineHistoryStore,
  ) {}

  @RpcHandler(PATTERNS.contentServerStatus)
  getStatus(): Promise<ServerStatusResponse> {
    return this.serverStatus.getStatus();
  }

  @RpcHandler(PATTERNS.contentServerStatusHistory)
  getHistory(): Promise<PlayersOnlineHistory> {
    return this.history.read();
  }
}
