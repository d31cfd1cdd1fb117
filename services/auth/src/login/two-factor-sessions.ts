import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { AuthEnv } from '../config/auth-env';

/** Codes one login session may have checked before the password has to be given again. */
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

const keyOf = (sessionToken: string) => `auth:2fa-session:${createHash('sha256').update(sessionToken).digest('hex')}`;

/**
 * Takes one of the session's attempts in one step, so codes sent at the same moment are counted
 * before any is checked; past the last one the session ends. 1: go ahead; 0: no session (any more).
 * KEYS[1] the session, KEYS[2] its attempt counter; ARGV[1] the attempts allowed.
 */
const TAKE_ATTEMPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local attempts = redis.call('INCR', KEYS[2])
if attempts == 1 then redis.call('PEXPIRE', KEYS[2], redis.call('PTTL', KEYS[1])) end
if attempts > tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1], KEYS[2])
  return 0
end
return 1`;

/**
 * The short-lived, single-use ticket between a correct password and the second factor. Only its
 * hash is stored; it lives TWO_FACTOR_SESSION_TTL_SECONDS and ends after a success or its last attempt.
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

  /** Whether this code may be checked: at most MAX_TWO_FACTOR_ATTEMPTS per session, even when they arrive together. */
  async takeAttempt(sessionToken: string): Promise<boolean> {
    const key = keyOf(sessionToken);
    return Number(await this.redis.eval(TAKE_ATTEMPT, 2, key, `${key}:attempts`, MAX_TWO_FACTOR_ATTEMPTS)) === 1;
  }

  /** Ends the session; true only for the one caller that ended it (single use under races). */
  async close(sessionToken: string): Promise<boolean> {
    return (await this.redis.del(keyOf(sessionToken))) === 1;
  }
}
