import { Injectable } from '@nestjs/common';
import { verify } from 'jsonwebtoken';
import { GatewayEnv } from '../config/gateway-env';
import { LiveSessions } from './live-sessions';
import { SessionUser, TokenClaims } from './session-user';

/**
 * Verifies a token that arrives outside the headers (the Discord popup's `client_token`) exactly as
 * the JWT guard does: HS256 with our secret, not expired, and its session still live (LiveSessions).
 */
@Injectable()
export class TokenVerifier {
  constructor(
    private readonly env: GatewayEnv,
    private readonly liveSessions: LiveSessions,
  ) {}

  async verify(token: string): Promise<SessionUser | null> {
    let claims: TokenClaims;
    try {
      claims = verify(token, this.env.JWT_SECRET, { algorithms: ['HS256'] }) as unknown as TokenClaims;
    } catch {
      return null;
    }
    return this.liveSessions.userOf(claims);
  }
}
