import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, RetryLaterException } from '@henesys/server';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AuthEnv } from '../config/auth-env';

/** An account's failures are forgotten after an hour without a new attempt (on top of the current wait). */
const FORGET_AFTER_MS = 3_600_000;

/**
 * One atomic step per attempt, on Redis' clock (every auth process shares it). The attempt counts as
 * a failure until it proves right (`reset`), so attempts sent at the same moment cannot all slip in
 * before the first failure is counted. From the threshold on, each attempt sets the time before which
 * the next one is refused: 2, 4, 8... seconds, up to the cap. Answers the milliseconds left to wait
 * when refused, 0 when the attempt may go ahead.
 * KEYS[1] the account's hash; ARGV threshold, cap (ms), forget-after (ms).
 */
const BEGIN_ATTEMPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local blockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if now < blockedUntil then return blockedUntil - now end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local threshold = tonumber(ARGV[1])
local wait = 0
if attempts >= threshold then
  wait = math.min(2 ^ (attempts - threshold + 1) * 1000, tonumber(ARGV[2]))
  redis.call('HSET', KEYS[1], 'until', now + wait)
end
redis.call('PEXPIRE', KEYS[1], wait + tonumber(ARGV[3]))
return 0`;

/** The backoff of the password step, per login name (unknown names too, so a 429 tells nobody a name exists). */
export const passwordAttempts = (username: string): string =>
  `auth:backoff:password:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex')}`;

/** The backoff of the two-factor step, per account. */
export const codeAttempts = (userId: number): string => `auth:backoff:code:${userId}`;

/**
 * Per-account backoff on credential guesses, beside the gateway's per-address rate limits: after
 * LOGIN_BACKOFF_AFTER_FAILURES failures each further attempt waits longer, up to
 * LOGIN_BACKOFF_MAX_SECONDS. A wait, never a lock: the owner gets in once it is over.
 */
@Injectable()
export class AttemptBackoff {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: AuthEnv,
  ) {}

  /** Refuses with 429 and the seconds to wait while the account must wait; otherwise counts the attempt as a failure until `reset`. */
  async begin(key: string): Promise<void> {
    const waitMs = Number(
      await this.redis.eval(
        BEGIN_ATTEMPT,
        1,
        key,
        this.env.LOGIN_BACKOFF_AFTER_FAILURES,
        this.env.LOGIN_BACKOFF_MAX_SECONDS * 1000,
        FORGET_AFTER_MS,
      ),
    );
    if (waitMs > 0) throw new RetryLaterException(Math.ceil(waitMs / 1000));
  }

  /** The attempt was right: the account starts afresh. */
  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
