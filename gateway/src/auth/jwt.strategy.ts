import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ADMIN_ROLE, MESSAGES } from '@henesys/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GatewayEnv } from '../config/gateway-env';
import { SessionUser, TokenClaims } from './session-user';
import { TokenVersions } from './token-versions';

/** Accepts `Authorization: Bearer <token>` or `x-auth-token: <token>` (SPEC §7), HS256 only. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    env: GatewayEnv,
    private readonly tokenVersions: TokenVersions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), ExtractJwt.fromHeader('x-auth-token')]),
      secretOrKey: env.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A token issued before the user's last password change or reset is refused. */
  async validate(claims: TokenClaims): Promise<SessionUser> {
    const current = await this.tokenVersions.current(claims.sub);
    if (current === null || (claims.tv ?? 0) !== current) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return { id: claims.sub, username: claims.username, role: claims.role, isAdmin: claims.role === ADMIN_ROLE };
  }
}
