import { Inject, Injectable } from '@nestjs/common';
import { DomainException, ErrorCode } from '@henesys/contracts';
import { isGameDatabaseUnavailable } from '@henesys/game';
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
 * when refused (then 0, 0), or 0, the wait this attempt set (or 0) and the one it replaced (or 0).
 * KEYS[1] the account's hash; ARGV threshold, cap (ms), forget-after (ms).
 */
const BEGIN_ATTEMPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local blockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if now < blockedUntil then return {blockedUntil - now, 0, 0} end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local threshold = tonumber(ARGV[1])
local wait = 0
local setUntil = 0
if attempts >= threshold then
  wait = math.min(2 ^ (attempts - threshold + 1) * 1000, tonumber(ARGV[2]))
  setUntil = now + wait
  redis.call('HSET', KEYS[1], 'until', setUntil)
end
redis.call('PEXPIRE', KEYS[1], wait + tonumber(ARGV[3]))
return {0, setUntil, blockedUntil}`;

/**
 * Takes back an attempt that proved nothing (the game database did not answer): one failure less, and
 * the wait it set, unless a later attempt replaced it, back to the one before.
 * KEYS[1] the account's hash; ARGV the wait this attempt set (0: none), the one it replaced.
 */
const UNDO_ATTEMPT = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
if attempts <= 1 then
  redis.call('DEL', KEYS[1])
  return 0
end
redis.call('HINCRBY', KEYS[1], 'attempts', -1)
if ARGV[1] ~= '0' and redis.call('HGET', KEYS[1], 'until') == ARGV[1] then
  redis.call('HSET', KEYS[1], 'until', ARGV[2])
end
return 0`;

/** One counted attempt, to take back with `forgive` when it failed for a reason other than a wrong guess. */
export interface CountedAttempt {
  key: string;
  setUntil: number;
  previousUntil: number;
}

/**
 * Whether a refusal was a wrong password or code (a rule's answer), as opposed to a database or service
 * that did not answer (503, 504, an unexpected failure): only the first may count towards the backoff.
 */
export function isWrongGuess(error: unknown): boolean {
  return (
    error instanceof DomainException &&
    !isGameDatabaseUnavailable(error) &&
    error.code !== ErrorCode.ServiceTimeout &&
    error.code !== ErrorCode.Internal
  );
}

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
  async begin(key: string): Promise<CountedAttempt> {
    const [waitMs, setUntil, previousUntil] = (
      (await this.redis.eval(
        BEGIN_ATTEMPT,
        1,
        key,
        this.env.LOGIN_BACKOFF_AFTER_FAILURES,
        this.env.LOGIN_BACKOFF_MAX_SECONDS * 1000,
        FORGET_AFTER_MS,
      )) as Array<number | string>
    ).map(Number);
    if (waitMs > 0) throw new RetryLaterException(Math.ceil(waitMs / 1000));
    return { key, setUntil, previousUntil };
  }

  /**
   * Counts `work` as one attempt: a failure until it returns (then the caller resets), and taken back
   * when it fails with anything but a wrong guess (isWrongGuess), so an outage locks nobody out.
   */
  async attempt<T>(key: string, work: () => Promise<T>): Promise<T> {
    const counted = await this.begin(key);
    try {
      return await work();
    } catch (error) {
      if (!isWrongGuess(error)) await this.forgive(counted);
      throw error;
    }
  }

  /** Takes back an attempt that proved nothing either way. */
  async forgive(attempt: CountedAttempt): Promise<void> {
    await this.redis.eval(UNDO_ATTEMPT, 1, attempt.key, attempt.setUntil, attempt.previousUntil);
  }

  /** The attempt was right: the account starts afresh. */
  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
