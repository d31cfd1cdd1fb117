import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { AuthEnv } from '../config/auth-env';

/** Wrong codes one login session may try before the password has to be given again. */
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

const keyOf = (sessionToken: string) => `auth:2fa-session:${createHash('sha256').update(sessionToken).digest('hex')}`;

/**
 * The short-lived, single-use ticket between a correct password and the second factor. Only its
 * hash is stored; it lives TWO_FACTOR_SESSION_TTL_SECONDS and ends after a success or too many misses.
 */
@Injectable()
export class TwoFactorSessions {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: AuthEnv,
  ) {}

  async open(userId: number): Promise<string> {
    const sessionToken = randomBytes(32).toString('hex');
    await this.redis.set(keyOf(sessionToken), String(userId), 'EX', this.env.TWO_FACTOR_SESSION_TTL_SECONDS);
    return sessionToken;
  }

  async userOf(sessionToken: string): Promise<number | null> {
    const value = await this.redis.get(keyOf(sessionToken));
    return value === null ? null : Number(value);
  }

  /** Counts a wrong code; the session ends at the limit. */
  async miss(sessionToken: string): Promise<void> {
    const key = `${keyOf(sessionToken)}:misses`;
    const misses = await this.redis.incr(key);
    await this.redis.expire(key, this.env.TWO_FACTOR_SESSION_TTL_SECONDS);
    if (misses >= MAX_TWO_FACTOR_ATTEMPTS) await this.redis.del(keyOf(sessionToken), key);
  }

  /** Ends the session; true only for the one caller that ended it (single use under races). */
  async close(sessionToken: string): Promise<boolean> {
    return (await this.redis.del(keyOf(sessionToken))) === 1;
  }
}
