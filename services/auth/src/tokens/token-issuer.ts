import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LoginSuccess, tokenVersionKey } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EffectiveRole } from '../users/effective-role';
import { toSessionUser } from '../users/session-user';
import type { User } from '../users/user';
import { Sessions } from './sessions';

const VERSION_KEY_SECONDS = 7 * 24 * 3600;

/** Signs session tokens (HS256, with role, token version and a session id) and publishes the current version. */
@Injectable()
export class TokenIssuer {
  constructor(
    private readonly jwt: JwtService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly roles: EffectiveRole,
    private readonly sessions: Sessions,
  ) {}

  /** The token carries the effective role (the site role, or Admin by GM level: EffectiveRole); its jti is its session. */
  async issue(stored: User, address: string | null = null): Promise<LoginSuccess> {
    const user = await this.roles.apply(stored);
    await this.publishVersion(user.id, user.tokenVersion);
    const sessionId = randomUUID();
    const token = await this.jwt.signAsync({
      sub: user.id,
      username: user.username,
      role: user.role,
      tv: user.tokenVersion,
      jti: sessionId,
    });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.open(sessionId, user.id, new Date(exp * 1000), address);
    return { token, user: toSessionUser(user) };
  }

  async publishVersion(userId: number, tokenVersion: number): Promise<void> {
    await this.redis.set(tokenVersionKey(userId), String(tokenVersion), 'EX', VERSION_KEY_SECONDS);
  }

  /** The version read from the database for a gateway that found none: never over one published meanwhile (a newer bump). */
  async republishVersion(userId: number, tokenVersion: number): Promise<void> {
    await this.redis.set(tokenVersionKey(userId), String(tokenVersion), 'EX', VERSION_KEY_SECONDS, 'NX');
  }
}
