import { Controller, HttpCode, Post } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { RpcClient } from '../rpc/rpc-client';

/** Logging out on the server: the token stops working on every gateway, not only in this browser. */
@Controller('auth')
export class SessionsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Ends the session of the token it is called with. */
  @Post('logout')
  @HttpCode(200)
  logout(@CurrentUser() user: SessionUser): Promise<RpcResponse<'auth.logout'>> {
    return this.rpc.send(PATTERNS.authLogout, { userId: user.id, sessionId: user.sessionId });
  }

  /** Ends every session of the caller, this one included. */
  @Post('logout-all')
  @HttpCode(200)
  logoutAll(@CurrentUser() user: SessionUser): Promise<RpcResponse<'auth.logout-all'>> {
    return this.rpc.send(PATTERNS.authLogoutAll, { userId: user.id });
  }
}
