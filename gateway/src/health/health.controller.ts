import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { SERVICE_NAMES } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { DependencyHealth } from './dependency-health';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly dependencies: DependencyHealth,
  ) {}

  /** 200 when Postgres, Redis and every service answer; 503 with the details otherwise. */
  @Get()
  @Public()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.dependencies.postgres(),
      () => this.dependencies.redisServer(),
      ...SERVICE_NAMES.map((name) => () => this.dependencies.service(name)),
    ]);
  }

  /** Liveness: the process is up, whatever its dependencies say. */
  @Get('live')
  @Public()
  live() {
    return { status: 'ok' };
  }
}
