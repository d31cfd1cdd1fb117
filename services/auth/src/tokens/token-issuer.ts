import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LoginSuccess, tokenVersionKey } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { EffectiveRole } from '../users/effective-role';
import { toSessionUser } from '../users/session-user';
import type { User } from '../users/entities/user.entity';

/** Signs session tokens (HS256, with role and token version) and publishes the current version. */
@Injectable()
export class TokenIssuer {
  constructor(
    private readonly jwt: JwtService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly roles: EffectiveRole,
  ) {}

  /** The token carries the effective role (the site role, or Admin by GM level: EffectiveRole). */
  async issue(stored: User): Promise<LoginSuccess> {
    const user = await this.roles.apply(stored);
    await this.publishVersion(user.id, user.tokenVersion);
    const token = await this.jwt.signAsync({ sub: user.id, username: user.username, role: user.role, tv: user.tokenVersion });
    return { token, user: toSessionUser(user) };
  }

  async publishVersion(userId: number, tokenVersion: number): Promise<void> {
    await this.redis.set(tokenVersionKey(userId), String(tokenVersion), 'EX', 7 * 24 * 3600);
  }
}
