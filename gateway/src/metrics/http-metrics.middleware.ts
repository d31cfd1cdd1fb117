import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayMetrics } from './gateway-metrics';

/**
 * The pattern of the API route that answered (`/api/donations/:id/status`), never the URL, so the
 * label stays bounded; `unmatched` when no API route did (unknown paths, the SPA, static files).
 * The SPA's catch-all routes also enter unknown /api paths before their 404 (`/api/{*path}`, which the
 * static files exclude): a wildcard is no API route, the API has none. A middleware that answers a
 * whole subtree (the queue dashboard) names it in `res.locals.metricsRoute`.
 */
export function routeLabel(request: Request, apiPrefix: string): string {
  const mounted: unknown = request.res?.locals.metricsRoute;
  if (typeof mounted === 'string') return mounted;
  const path: unknown = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && path.startsWith(apiPrefix) && !path.includes('*') ? path : 'unmatched';
}

/** Times every request from its first byte to the response's last (first in the middleware chain). */
export function httpMetrics(metrics: GatewayMetrics, apiPrefix: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    const end = metrics.httpDuration.startTimer();
    response.once('finish', () =>
      end({ method: request.method, route: routeLabel(request, apiPrefix), status_code: String(response.statusCode) }),
    );
    next();
  };
}
