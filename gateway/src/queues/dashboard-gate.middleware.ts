import {
  HttpException,
  Injectable,
  Logger,
  MethodNotAllowedException,
  NestMiddleware,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { TokenVerifier } from '../auth/token-verifier';
import { DashboardAccess, notAnAdmin, noSession } from './dashboard-access';
import { DASHBOARD_COOKIE, readCookie } from './dashboard-cookie';
import { DASHBOARD_PATH, QueueBoard } from './queue-board';

/**
 * Bull Board's page needs its own policy: its scripts are files, but it styles with inline style
 * attributes and loads IBM Plex from Google Fonts. Nothing else leaves the origin, and only the
 * site itself may frame it.
 */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const READ_METHODS = new Set(['GET', 'HEAD']);
const SESSION_PATH = `${DASHBOARD_PATH}/session`;

/**
 * Everything under /api/admin/queues except the session endpoint: admins only, by a session token
 * in the headers (as every route takes it) or by the dashboard cookie the session endpoint sets.
 * Errors are thrown to the global filter, so they leave as JSON `{message}` like any route's.
 */
@Injectable()
export class DashboardGate implements NestMiddleware {
  private readonly logger = new Logger(DashboardGate.name);

  constructor(
    private readonly sessionTokens: TokenVerifier,
    private readonly access: DashboardAccess,
    private readonly board: QueueBoard,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    if (request.path === SESSION_PATH) return next();
    // Labelled as the dashboard, refused or not, never by Bull Board's inner routes (its /api/queues is not ours).
    response.locals.metricsRoute = DASHBOARD_PATH;
    await this.authorize(request);
    if (!READ_METHODS.has(request.method)) throw new MethodNotAllowedException('The queue dashboard is read-only.');
    response.setHeader('Content-Security-Policy', DASHBOARD_CSP);
    response.setHeader('Cache-Control', 'no-store');
    this.board.serve(request, response);
  }

  /** A failure to check (Redis or auth down) is no verdict on the caller: 503, not 401 or 500. */
  private async authorize(request: Request): Promise<void> {
    try {
      await this.access.assertStillAdmin(await this.callerId(request));
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.warn(`Queue dashboard access not checked: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The queue dashboard is unavailable. Please try again shortly.');
    }
  }

  private async callerId(request: Request): Promise<number> {
    const headerToken =
      /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? request.header('x-auth-token');
    if (headerToken) {
      const user = await this.sessionTokens.verify(headerToken);
      if (!user) throw noSession();
      if (!user.isAdmin) throw notAnAdmin();
      return user.id;
    }
    const cookie = readCookie(request, DASHBOARD_COOKIE);
    const holder = cookie ? await this.access.holder(cookie) : null;
    if (holder === null) throw noSession();
    return holder;
  }
}
