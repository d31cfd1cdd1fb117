import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GatewayEnv } from '../config/gateway-env';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';
export const METRICS_TOKEN_NOT_SET =
  'Metrics and health details are closed on this gateway: set METRICS_TOKEN to read them.';

/**
 * The internals (GET /api/metrics, GET /api/health/detail) need `Authorization: Bearer <METRICS_TOKEN>`,
 * compared in constant time. Without METRICS_TOKEN nobody reads them: internals are not public by default.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly env: GatewayEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.env.METRICS_TOKEN;
    if (!expected) throw new ForbiddenException(METRICS_TOKEN_NOT_SET);
    const http = context.switchToHttp();
    const given = /^Bearer\s+(.+)$/i.exec(http.getRequest<Request>().headers.authorization ?? '')?.[1] ?? '';
    if (timingSafeEqual(digest(given), digest(expected))) return true;
    http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new UnauthorizedException(METRICS_TOKEN_REQUIRED);
  }
}
