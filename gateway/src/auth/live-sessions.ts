import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE } from '@henesys/contracts';
import { SessionStates } from './session-states';
import type { SessionUser, TokenClaims } from './session-user';
import { TokenVersions } from './token-versions';

/**
 * The one check every way in makes after the signature (the JWT guard, the Discord popup's token,
 * the queue dashboard's cookie): the session was not logged out, and its token version is still the
 * user's (no password change, reset or "log out everywhere" since). Both live in Redis and auth, so
 * every gateway process gives the same answer.
 */
@Injectable()
export class LiveSessions {
  constructor(
    private readonly tokenVersions: TokenVersions,
    private readonly sessionStates: SessionStates,
  ) {}

  async isLive(userId: number, tokenVersion: number, sessionId: string): Promise<boolean> {
    const [current, live] = await Promise.all([
      this.tokenVersions.current(userId),
      this.sessionStates.isLive(userId, sessionId),
    ]);
    return live && current !== null && current === tokenVersion;
  }

  /** The caller behind verified claims, or null when the session has ended (a token without a session id is from before sessions: ended). */
  async userOf(claims: TokenClaims): Promise<SessionUser | null> {
    if (typeof claims.jti !== 'string' || !Number.isInteger(claims.sub)) return null;
    const tokenVersion = claims.tv ?? 0;
    if (!(await this.isLive(claims.sub, tokenVersion, claims.jti))) return null;
    return {
      id: claims.sub,
      username: claims.username,
      role: claims.role,
      isAdmin: claims.role === ADMIN_ROLE,
      sessionId: claims.jti,
      tokenVersion,
    };
  }
}
