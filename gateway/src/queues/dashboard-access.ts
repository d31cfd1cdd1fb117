import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { MESSAGES, PATTERNS } from '@henesys/contracts';
import { createHmac } from 'node:crypto';
import { JwtPayload, sign, verify } from 'jsonwebtoken';
import { TokenVersions } from '../auth/token-versions';
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
 * dies with the session's token version (password change or reset) as session tokens do.
 */
@Injectable()
export class DashboardAccess {
  private readonly key: Buffer;

  constructor(
    env: GatewayEnv,
    private readonly tokenVersions: TokenVersions,
    private readonly rpc: RpcClient,
  ) {
    this.key = createHmac('sha256', env.JWT_SECRET).update(AUDIENCE).digest();
  }

  /** A dashboard token for an admin whose session was just verified. */
  async issue(userId: number): Promise<string> {
    const tokenVersion = await this.tokenVersions.current(userId);
    if (tokenVersion === null) throw noSession();
    return sign({ tv: tokenVersion }, this.key, { algorithm: 'HS256', subject: String(userId), audience: AUDIENCE, expiresIn: DASHBOARD_SESSION_SECONDS });
  }

  /** The user a dashboard token was issued to, while it is unexpired and their token version unchanged. */
  async holder(token: string): Promise<number | null> {
    let claims: JwtPayload;
    try {
      claims = verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE }) as JwtPayload;
    } catch {
      return null;
    }
    const userId = Number(claims.sub);
    const current = await this.tokenVersions.current(userId);
    return current !== null && claims.tv === current ? userId : null;
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
