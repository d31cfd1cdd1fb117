import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE } from '@henesys/contracts';
import { verify } from 'jsonwebtoken';
import { GatewayEnv } from '../config/gateway-env';
import { SessionUser, TokenClaims } from './session-user';
import { TokenVersions } from './token-versions';

/**
 * Verifies a token that arrives outside the headers (the Discord popup's `client_token`) exactly as
 * the JWT guard does: HS256 with our secret, not expired, and not older than the last password change.
 */
@Injectable()
export class TokenVerifier {
  constructor(
    private readonly env: GatewayEnv,
    private readonly tokenVersions: TokenVersions,
  ) {}

  async verify(token: string): Promise<SessionUser | null> {
    let claims: TokenClaims;
    try {
      claims = verify(token, this.env.JWT_SECRET, { algorithms: ['HS256'] }) as unknown as TokenClaims;
    } catch {
      return null;
    }
    const current = await this.tokenVersions.current(claims.sub);
    if (current === null || (claims.tv ?? 0) !== current) return null;
    return { id: claims.sub, username: claims.username, role: claims.role, isAdmin: claims.role === ADMIN_ROLE };
  }
}
