import { Controller, Inject, Optional, Type } from '@nestjs/common';
import { healthPattern, ServiceHealth, ServiceName } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { RpcHandler } from '../rpc/rpc-handler';

/** The `<service>.health` handler every service registers; reports its database too. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Optional() @Inject(DataSource) private readonly dataSource?: DataSource) {}

    @RpcHandler(healthPattern(service))
    async health(): Promise<ServiceHealth> {
      const answer: ServiceHealth = { service, status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
      if (this.dataSource) {
        answer.database = await this.dataSource.query('SELECT 1').then(
          () => 'up' as const,
          () => 'down' as const,
        );
      }
      return answer;
    }
  }
  return HealthController;
}
