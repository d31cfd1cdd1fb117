import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import { GatewayEnv } from '../config/gateway-env';
import { bodyFor, PublicAnswers } from './public-answers';
import { cacheSecondsOf, PUBLIC_CACHE, PublicCacheOptions } from './public-cache.decorator';

/**
 * Fills and serves the cache for @PublicCache routes. Concurrent misses on one key share one service
 * call; errors are never cached; a client without gzip gets the plain JSON.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly answers: PublicAnswers,
    private readonly env: GatewayEnv,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const options = this.reflector.get<PublicCacheOptions | undefined>(PUBLIC_CACHE, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const seconds = options ? cacheSecondsOf(options, this.env) : 0;
    if (!options || seconds <= 0 || request.method !== 'GET') return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    const key = await this.answers.keyOf(request, request, options.versionKey);
    if (key === undefined) return next.handle();
    // Route headers (@Header) are already set here; the front door repeats Cache-Control on hits.
    const cacheControl = response.getHeader('cache-control');
    const path = {
      versionKey: options.versionKey,
      route: (request.route as { path: string }).path,
      cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
    };
    const answer = this.answers.fetch(request, key, seconds, path, () => lastValueFrom(next.handle()));
    return from(answer).pipe(
      map((cached) => {
        const { body, gzipped } = bodyFor(request, cached);
        response.vary('Accept-Encoding');
        if (gzipped) response.setHeader('Content-Encoding', 'gzip');
        return new StreamableFile(body, { type: 'application/json; charset=utf-8' });
      }),
    );
  }
}
