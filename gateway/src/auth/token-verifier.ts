import { Injectable } from '@nestjs/common';
import { verify } from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { GatewayEnv } from '../config/gateway-env';
import { LiveSessions } from './live-sessions';
import { SessionUser, TokenClaims } from './session-user';
import { tokenKey } from './token-key';

/**
 * Verifies a token that arrives outside the headers (the Discord popup's `client_token`) exactly as
 * the JWT guard does: HS256 with our secret, not expired, and its session still live (LiveSessions).
 */
@Injectable()
export class TokenVerifier {
  private readonly key: KeyObject;

  constructor(
    env: GatewayEnv,
    private readonly liveSessions: LiveSessions,
  ) {
    this.key = tokenKey(env.JWT_SECRET);
  }

  async verify(token: string): Promise<SessionUser | null> {
    let claims: TokenClaims;
    try {
      claims = verify(token, this.key, { algorithms: ['HS256'] }) as unknown as TokenClaims;
    } catch {
      return null;
    }
    return this.liveSessions.userOf(claims);
  }
}
