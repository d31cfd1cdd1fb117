import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { MESSAGES } from '@henesys/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GatewayEnv } from '../config/gateway-env';
import { LiveSessions } from './live-sessions';
import { SessionUser, TokenClaims } from './session-user';
import { tokenKey } from './token-key';

/** Accepts `Authorization: Bearer <token>` or `x-auth-token: <token>` (SPEC §7), HS256 only. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    env: GatewayEnv,
    private readonly liveSessions: LiveSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        ExtractJwt.fromHeader('x-auth-token'),
      ]),
      // passport-jwt passes the key to jsonwebtoken as it is, which takes a KeyObject (passport-jwt's types say string | Buffer).
      secretOrKey: tokenKey(env.JWT_SECRET) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A logged-out session, or a token issued before the user's last password change, reset or "log out everywhere", is refused. */
  async validate(claims: TokenClaims): Promise<SessionUser> {
    const user = await this.liveSessions.userOf(claims);
    if (!user) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return user;
  }
}
