import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import { Registry } from 'prom-client';
import { Public } from '../auth/access.decorators';
import { GatewayMetrics } from './gateway-metrics';
import { MetricsTokenGuard } from './metrics-token.guard';

/** Prometheus scrapes: no session (its own token instead) and no rate limit, so scrapes are never refused. */
@Controller('metrics')
@Public()
@SkipThrottle()
@UseGuards(MetricsTokenGuard)
export class MetricsController {
  constructor(private readonly metrics: GatewayMetrics) {}

  @Get()
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/plain')
  @ApiOperation({
    summary: 'Prometheus metrics',
    description:
      'Send METRICS_TOKEN as `Authorization: Bearer` (else 401; 403 while the gateway has no METRICS_TOKEN).',
  })
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
