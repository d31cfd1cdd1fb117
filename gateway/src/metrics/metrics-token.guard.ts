import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GatewayEnv } from '../config/gateway-env';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** With METRICS_TOKEN set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly env: GatewayEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.env.METRICS_TOKEN;
    if (!expected) return true;
    const http = context.switchToHttp();
    const given = /^Bearer\s+(.+)$/i.exec(http.getRequest<Request>().headers.authorization ?? '')?.[1] ?? '';
    if (timingSafeEqual(digest(given), digest(expected))) return true;
    http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new UnauthorizedException('A valid metrics token is required.');
  }
}
