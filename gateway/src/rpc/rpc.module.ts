import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { redisClientTransportOptions, redisConnection, SubscribedRepliesRedisClient } from '@henesys/server';
import Redis from 'ioredis';
import { GatewayEnv } from '../config/gateway-env';
import { RpcClient } from './rpc-client';
import { REDIS, TRANSPORT } from './tokens';

@Global()
@Module({
  providers: [
    {
      provide: TRANSPORT,
      inject: [GatewayEnv],
      useFactory: (env: GatewayEnv) => new SubscribedRepliesRedisClient(redisClientTransportOptions(env.REDIS_URL)),
    },
    {
      provide: REDIS,
      inject: [GatewayEnv],
      useFactory: (env: GatewayEnv) =>
        // Auto-pipelining: under load the rate-limit counters and cache versions of many requests share a round trip.
        new Redis({
          ...redisConnection(env.REDIS_URL),
          commandTimeout: 1_000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
          enableAutoPipelining: true,
        }),
    },
    RpcClient,
  ],
  exports: [RpcClient, REDIS],
})
export class RpcModule implements OnApplicationShutdown {
  constructor(
    @Inject(TRANSPORT) private readonly transport: { close(): Promise<unknown> | unknown },
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
    this.redis.disconnect();
  }
}
