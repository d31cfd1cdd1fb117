import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS, ServerStatusResponse } from '@henesys/contracts';
import { ServerStatusService } from './server-status.service';

@Controller()
export class ServerStatusController {
  constructor(private readonly serverStatus: ServerStatusService) {}

  @MessagePattern(PATTERNS.contentServerStatus)
  getStatus(): Promise<ServerStatusResponse> {
    return this.serverStatus.getStatus();
  }
}
