import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { healthPattern, ServiceName } from '@henesys/contracts';
import type Redis from 'ioredis';
import { Pool } from 'pg';
import { GatewayEnv } from '../config/gateway-env';
import { RpcClient } from '../rpc/rpc-client';
import { REDIS } from '../rpc/tokens';

const CHECK_TIMEOUT_MS = 2_000;

/** Health indicators for what the gateway depends on: Postgres, Redis and every service. */
@Injectable()
export class DependencyHealth implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(
    env: GatewayEnv,
    private readonly indicators: HealthIndicatorService,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.pool = new Pool({ connectionString: env.DATABASE_URL, max: 1, connectionTimeoutMillis: CHECK_TIMEOUT_MS });
    this.pool.on('error', () => undefined);
  }

  async postgres(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('postgres');
    return this.pool.query('SELECT 1').then(
      () => check.up(),
      (error: Error) => check.down({ message: error.message }),
    );
  }

  async redisServer(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('redis');
    return this.redis.ping().then(
      () => check.up(),
      (error: Error) => check.down({ message: error.message }),
    );
  }

  async service(name: ServiceName): Promise<HealthIndicatorResult> {
    const check = this.indicators.check(name);
    try {
      const answer = await this.rpc.send(healthPattern(name), {}, CHECK_TIMEOUT_MS);
      return answer.database === 'down'
        ? check.down({ database: 'down' })
        : check.up({ uptimeSeconds: answer.uptimeSeconds });
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
