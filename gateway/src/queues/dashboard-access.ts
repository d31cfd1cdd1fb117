import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { MESSAGES, PATTERNS } from '@henesys/contracts';
import { createHmac } from 'node:crypto';
import { JwtPayload, sign, verify } from 'jsonwebtoken';
import { LiveSessions } from '../auth/live-sessions';
import type { SessionUser } from '../auth/session-user';
import { GatewayEnv } from '../config/gateway-env';
import { ServiceErrorException } from '../errors/service-error.exception';
import { RpcClient } from '../rpc/rpc-client';

const AUDIENCE = 'henesys:queue-dashboard';

/** How long one dashboard cookie works; the admin page renews it while it is open. */
export const DASHBOARD_SESSION_SECONDS = 600;

export const notAnAdmin = () => new ForbiddenException('You do not have permission to do this.');
export const noSession = () => new UnauthorizedException(MESSAGES.sessionExpired);

/**
 * The dashboard's cookie token and the admin check both ways in share. The token is signed with a
 * key derived from JWT_SECRET, so it is never accepted as a session token (nor the reverse), and it
 * dies with the session it was opened from: at its logout, or a token version bump (password change
 * or reset, "log out everywhere"), as session tokens do.
 */
@Injectable()
export class DashboardAccess {
  private readonly key: Buffer;

  constructor(
    env: GatewayEnv,
    private readonly liveSessions: LiveSessions,
    private readonly rpc: RpcClient,
  ) {
    this.key = createHmac('sha256', env.JWT_SECRET).update(AUDIENCE).digest();
  }

  /** A dashboard token for an admin whose session was just verified, bound to that session. */
  issue(session: SessionUser): string {
    return sign({ tv: session.tokenVersion, sid: session.sessionId }, this.key, {
      algorithm: 'HS256',
      subject: String(session.id),
      audience: AUDIENCE,
      expiresIn: DASHBOARD_SESSION_SECONDS,
    });
  }

  /** The user a dashboard token was issued to, while it is unexpired and the session it came from is live. */
  async holder(token: string): Promise<number | null> {
    let claims: JwtPayload;
    try {
      claims = verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE }) as JwtPayload;
    } catch {
      return null;
    }
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.tv !== 'number' || typeof claims.sid !== 'string') return null;
    return (await this.liveSessions.isLive(userId, claims.tv, claims.sid)) ? userId : null;
  }

  /** Asked of auth, not read from a token: an admin demoted since they signed in is one no longer. */
  async assertStillAdmin(userId: number): Promise<void> {
    try {
      if ((await this.rpc.send(PATTERNS.authUser, { userId })).isAdmin) return;
    } catch (error) {
      if (!(error instanceof ServiceErrorException && error.getStatus() === 404)) throw error;
    }
    throw notAnAdmin();
  }
}
