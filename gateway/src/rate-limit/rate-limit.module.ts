import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { MESSAGES } from '@henesys/contracts';
import type Redis from 'ioredis';
import { GatewayEnv } from '../config/gateway-env';
import { REDIS } from '../rpc/tokens';
import { parseRate, RateLimitGuard } from './rate-limit.guard';

/** Rate limits counted in Redis, so every gateway replica shares them; 429 with Retry-After past the limit. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GatewayEnv, REDIS],
      useFactory: (env: GatewayEnv, redis: Redis) => {
        const rate = parseRate(env.RATE_LIMIT_DEFAULT);
        return {
          throttlers: [{ name: 'default', limit: rate.limit, ttl: rate.ttlMs }],
          storage: new ThrottlerStorageRedisService(redis),
          errorMessage: MESSAGES.tooManyAttempts,
        };
      },
    }),
  ],
  // Also by its class: the front door's public reads count against the same limits (PublicReadLane).
  providers: [RateLimitGuard, { provide: APP_GUARD, useExisting: RateLimitGuard }],
  exports: [RateLimitGuard],
})
export class RateLimitModule {}
