import { Global, Module } from '@nestjs/common';
import { GatewayMetrics } from './gateway-metrics';
import { MetricsController } from './metrics.controller';

/** GET /api/metrics and the registry the HTTP middleware and RpcClient record into. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [GatewayMetrics],
  exports: [GatewayMetrics],
})
export class MetricsModule {}
