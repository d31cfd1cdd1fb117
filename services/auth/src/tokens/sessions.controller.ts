import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { SessionPayload, UserIdPayload } from '@henesys/dto';
import { LogoutUseCase } from './logout.use-case';
import { Sessions } from './sessions';

/** Sessions on the server: the gateways' question when Redis has no state, and logging out. */
@Controller()
export class SessionsController {
  constructor(
    private readonly sessions: Sessions,
    private readonly logout: LogoutUseCase,
  ) {}

  @RpcHandler(PATTERNS.authSessionState)
  async state(@Payload() payload: SessionPayload): Promise<RpcResponse<'auth.session-state'>> {
    return { live: await this.sessions.isLive(payload.userId, payload.sessionId) };
  }

  @RpcHandler(PATTERNS.authLogout)
  logoutOne(@Payload() payload: SessionPayload): Promise<RpcResponse<'auth.logout'>> {
    return this.logout.one(payload.userId, payload.sessionId);
  }

  @RpcHandler(PATTERNS.authLogoutAll)
  logoutAll(@Payload() payload: UserIdPayload): Promise<RpcResponse<'auth.logout-all'>> {
    return this.logout.everywhere(payload.userId);
  }
}
