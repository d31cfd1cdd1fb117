import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ADMIN_ROLE } from '@henesys/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GatewayEnv } from '../config/gateway-env';
import { SessionUser, TokenClaims } from './session-user';

/** Accepts `Authorization: Bearer <token>` or `x-auth-token: <token>` (SPEC §7), HS256 only. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(env: GatewayEnv) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), ExtractJwt.fromHeader('x-auth-token')]),
      secretOrKey: env.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: TokenClaims): SessionUser {
    return { id: claims.sub, username: claims.username, role: claims.role, isAdmin: claims.role === ADMIN_ROLE };
  }
}
