import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerException,
  ThrottlerGuard,
  ThrottlerModuleOptions,
  ThrottlerRequest,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { GatewayEnv } from '../config/gateway-env';
import { RATE_LIMIT, RateLimitName } from './rate-limit.decorator';

export interface Rate {
  limit: number;
  ttlMs: number;
}

export function parseRate(value: string): Rate {
  const [limit, seconds] = value.split('/').map(Number);
  return { limit, ttlMs: seconds * 1000 };
}

/**
 * The throttler's guard with the limits of the env: a route marked @RateLimit('login') counts
 * against RATE_LIMIT_LOGIN per client IP (its own counter per route), others against the default.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly rates: Record<RateLimitName, Rate>;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    env: GatewayEnv,
  ) {
    super(options, storage, reflector);
    this.rates = {
      login: parseRate(env.RATE_LIMIT_LOGIN),
      twoFactor: parseRate(env.RATE_LIMIT_TWO_FACTOR),
      register: parseRate(env.RATE_LIMIT_REGISTER),
      passwordReset: parseRate(env.RATE_LIMIT_PASSWORD_RESET),
      votePingback: parseRate(env.RATE_LIMIT_VOTE_PINGBACK),
    };
  }

  protected async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [
      request.context.getHandler(),
      request.context.getClass(),
    ]);
    const rate = name ? this.rates[name] : undefined;
    try {
      return await super.handleRequest(rate ? { ...request, limit: rate.limit, ttl: rate.ttlMs } : request);
    } catch (error) {
      if (error instanceof ThrottlerException) throw error;
      // The counters live in Redis: without it nothing else works either, so say so plainly.
      throw new ServiceUnavailableException('The service is temporarily unavailable. Please try again shortly.');
    }
  }
}
