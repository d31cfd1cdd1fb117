import { Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentUser, Public } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { GatewayEnv } from '../config/gateway-env';
import { DASHBOARD_SESSION_SECONDS, DashboardAccess } from './dashboard-access';
import { DASHBOARD_COOKIE, dashboardCookieOptions } from './dashboard-cookie';
import { DASHBOARD_PATH, DASHBOARD_ROUTE } from './queue-board';

export interface DashboardSession {
  url: string;
  expiresInSeconds: number;
}

/**
 * The browser opens the dashboard without an Authorization header (the SPA keeps its token in
 * localStorage), so the admin page trades its token here for a short-lived cookie the dashboard takes.
 */
@Controller(`${DASHBOARD_ROUTE}/session`)
export class DashboardSessionController {
  constructor(
    private readonly access: DashboardAccess,
    private readonly env: GatewayEnv,
  ) {}

  @Post()
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open the queue dashboard',
    description: `Sets an HttpOnly, SameSite=Strict cookie for ${DASHBOARD_PATH} (Bull Board, read-only), valid ${DASHBOARD_SESSION_SECONDS} s; call again to renew.`,
  })
  async open(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DashboardSession> {
    await this.access.assertStillAdmin(user.id);
    const token = this.access.issue(user);
    response.cookie(DASHBOARD_COOKIE, token, {
      ...dashboardCookieOptions(request, this.env),
      maxAge: DASHBOARD_SESSION_SECONDS * 1000,
    });
    return { url: `${DASHBOARD_PATH}/`, expiresInSeconds: DASHBOARD_SESSION_SECONDS };
  }

  /** Public: closing needs no session (the SPA calls it at logout, when its token may be gone). */
  @Delete()
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'Close the queue dashboard', description: 'Clears the dashboard cookie.' })
  close(@Req() request: Request, @Res({ passthrough: true }) response: Response): void {
    response.clearCookie(DASHBOARD_COOKIE, dashboardCookieOptions(request, this.env));
  }
}
