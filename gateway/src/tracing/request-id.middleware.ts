import { Injectable, NestMiddleware } from '@nestjs/common';
import { requestIdOf, runWithRequestId } from '@henesys/server';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves the rest of the request under its id (the caller's x-request-id or a new one), so the RPC
 * client can send it along to the service.
 */
@Injectable()
export class RequestIdMiddleware implements NestMiddleware {
  use(req: Request & { id?: unknown }, res: Response, next: NextFunction): void {
    // pino-http names the request when it runs (LOG_LEVEL info and below); else it is named here.
    if (typeof req.id !== 'string') req.id = requestIdOf(req, res);
    runWithRequestId(req.id as string, next);
  }
}
