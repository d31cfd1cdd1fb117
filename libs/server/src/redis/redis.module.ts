import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { redisConnection } from '../transport/redis-options';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /** One ioredis client per process for caches, sessions and counters; it reconnects by itself. */
  static forRoot(url: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS_CLIENT,
          useFactory: () =>
            new Redis({
              ...redisConnection(url),
              commandTimeout: 2_000,
              maxRetriesPerRequest: 2,
              retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
            }),
        },
      ],
      exports: [REDIS_CLIENT],
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
