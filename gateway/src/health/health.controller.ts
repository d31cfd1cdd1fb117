import { Controller, Get, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import { HealthCheck, HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiOperation } from '@nestjs/swagger';
import { SERVICE_NAMES } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { MetricsTokenGuard } from '../metrics/metrics-token.guard';
import { DependencyHealth } from './dependency-health';

export const SITE_DOWN_MESSAGE = 'Part of the site is not answering right now.';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly dependencies: DependencyHealth,
  ) {}

  /** Up or down only (200 `{status: 'ok'}`, 503 `{status: 'error'}`): which part is down is for operators. */
  @Get()
  @Public()
  @ApiOperation({
    summary: 'Whether the site is up',
    description:
      '200 {status: "ok"} when Postgres, Redis and every service answer, else 503 {status: "error"}; the detail is at /api/health/detail.',
  })
  async check(): Promise<{ status: 'ok' }> {
    try {
      await this.checkEverything();
      return { status: 'ok' };
    } catch (error) {
      if (error instanceof ServiceUnavailableException)
        throw new ServiceUnavailableException({ status: 'error', message: SITE_DOWN_MESSAGE });
      throw error;
    }
  }

  /** Each dependency's state (200, or 503 with the same detail), for operators holding METRICS_TOKEN. */
  @Get('detail')
  @Public()
  @SkipThrottle()
  @UseGuards(MetricsTokenGuard)
  @HealthCheck()
  @ApiOperation({
    summary: "Each dependency's state",
    description:
      'Send METRICS_TOKEN as `Authorization: Bearer` (else 401; 403 while the gateway has no METRICS_TOKEN).',
  })
  detail(): Promise<HealthCheckResult> {
    return this.checkEverything();
  }

  /** Liveness: the process is up, whatever its dependencies say. */
  @Get('live')
  @Public()
  live() {
    return { status: 'ok' };
  }

  private checkEverything(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.dependencies.postgres(),
      () => this.dependencies.redisServer(),
      ...SERVICE_NAMES.map((name) => () => this.dependencies.service(name)),
    ]);
  }
}
