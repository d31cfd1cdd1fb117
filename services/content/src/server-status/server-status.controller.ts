import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS, PlayersOnlineHistory, ServerStatusResponse } from '@henesys/contracts';
import { PlayersOnlineHistoryStore } from './players-online-history';
import { ServerStatusService } from './server-status.service';

@Controller()
export class ServerStatusController {
  constructor(
    private readonly serverStatus: ServerStatusService,
    private readonly history: PlayersOnlineHistoryStore,
  ) {}

  @MessagePattern(PATTERNS.contentServerStatus)
  getStatus(): Promise<ServerStatusResponse> {
    return this.serverStatus.getStatus();
  }

  @MessagePattern(PATTERNS.contentServerStatusHistory)
  getHistory(): Promise<PlayersOnlineHistory> {
    return this.history.read();
  }
}
