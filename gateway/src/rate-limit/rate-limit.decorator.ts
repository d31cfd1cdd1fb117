import { SetMetadata } from '@nestjs/common';

/** The named limits of the env (RATE_LIMIT_*); a route without one gets RATE_LIMIT_DEFAULT. */
export type RateLimitName = 'login' | 'twoFactor' | 'register' | 'passwordReset' | 'votePingback';

export const RATE_LIMIT = 'henesys:rate-limit';

export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);
