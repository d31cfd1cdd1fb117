import { CanActivate, RequestMethod, Type, ValidationPipe } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PARAMTYPES_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { runWithRequestId } from '@henesys/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import { REQUIRED_ROLE } from '../auth/access.decorators';
import type { GatewayEnv } from '../config/gateway-env';
import { RATE_LIMIT } from '../rate-limit/rate-limit.decorator';
import type { CachedAnswer, CachedPath, PublicAnswers, RequestTarget } from '../public-cache/public-answers';
import { cacheSecondsOf, PUBLIC_CACHE, PublicCacheOptions } from '../public-cache/public-cache.decorator';

/** A cached public GET whose only input is its query string. */
export interface PublicRead {
  path: CachedPath;
  options: PublicCacheOptions;
  controller: Type<unknown>;
  handler: (...args: unknown[]) => unknown;
  /** The class of its @Query() argument, if it takes one. */
  query?: Type<unknown>;
  invoke: (query: unknown) => unknown;
}

/** Metadata that would put something of the route's own between the request and its handler. */
const OWN_PIPELINE = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA, RATE_LIMIT];

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The handler's arguments if they are at most one whole @Query() object without pipes of its own; else undefined. */
function queryArgument(controller: Type<unknown>, method: string): { query?: Type<unknown> } | undefined {
  const args = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
      string,
      { index: number; data?: unknown; pipes?: unknown[] }
    >,
  );
  if (args.length === 0) return {};
  const [[key, arg]] = args;
  if (args.length > 1 || key.split(':')[0] !== String(RouteParamtypes.QUERY)) return undefined;
  if (arg.data !== undefined || (arg.pipes?.length ?? 0) > 0) return undefined;
  const types = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, method) as Type<unknown>[] | undefined;
  return { query: types?.[arg.index] };
}

/**
 * The @PublicCache GETs the front door can answer itself on a miss too: a fixed path (no route
 * parameters), public with no role, no guard, pipe, interceptor, filter or rate limit of its own, and
 * at most a whole @Query() object as input. Anything else stays with Express and Nest.
 */
export function findPublicReads(discovery: DiscoveryService, env: GatewayEnv, prefix: string): Map<string, PublicRead> {
  const reads = new Map<string, PublicRead>();
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as Record<string, (...args: unknown[]) => unknown> | undefined;
    const controller = wrapper.metatype as Type<unknown> | undefined;
    if (!instance || !controller) continue;
    const ownOnClass = [...OWN_PIPELINE, REQUIRED_ROLE].some((key) => Reflect.getMetadata(key, controller));
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = instance[method];
      if (method === 'constructor' || typeof handler !== 'function') continue;
      const options = Reflect.getMetadata(PUBLIC_CACHE, handler) as PublicCacheOptions | undefined;
      if (!options || cacheSecondsOf(options, env) <= 0) continue;
      if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
      if (ownOnClass || [...OWN_PIPELINE, REQUIRED_ROLE].some((key) => Reflect.getMetadata(key, handler))) continue;
      const input = queryArgument(controller, method);
      const route = joinPath(
        prefix,
        String(Reflect.getMetadata(PATH_METADATA, controller) ?? ''),
        String(Reflect.getMetadata(PATH_METADATA, handler) ?? ''),
      );
      if (!input || /[:*]/.test(route)) continue;
      const headers = (Reflect.getMetadata(HEADERS_METADATA, handler) ?? []) as Array<{ name: string; value: string }>;
      if (headers.some((header) => header.name.toLowerCase() !== 'cache-control')) continue;
      reads.set(route, {
        path: { route, versionKey: options.versionKey, cacheControl: headers[0]?.value },
        options,
        controller,
        handler,
        query: input.query,
        invoke: (query) => handler.call(instance, ...(input.query ? [query] : [])),
      });
    }
  }
  return reads;
}

/**
 * Answers a public read's miss as Nest would, without Express and Nest's per-request pipeline: the
 * rate limit (the same guard and counter, by the client address Express would see), then, once per
 * key for concurrent callers, the global validation pipe and the route's own handler. Errors are
 * thrown for the caller to answer as the exception filter does.
 */
export class PublicReadLane {
  constructor(
    private readonly reads: Map<string, PublicRead>,
    private readonly answers: PublicAnswers,
    private readonly rateLimit: CanActivate,
    private readonly validation: ValidationPipe,
    private readonly env: GatewayEnv,
    /** Express's compiled `trust proxy` setting. */
    private readonly trust: (address: string, hop: number) => boolean,
  ) {
    for (const read of reads.values()) answers.knowPath(read.path.route, read.path);
  }

  async answer(
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    requestId: string,
  ): Promise<{ answer: CachedAnswer; path: CachedPath } | undefined> {
    const read = this.reads.get(target.path);
    if (!read) return undefined;
    const key = this.answers.missKeyOf(request);
    if (key === undefined) return undefined;
    // The throttler's tracker reads `req.ip`, which Express would have set: the same address, the same counter.
    (request as IncomingMessage & { ip?: string }).ip = proxyAddr(request, this.trust);
    await this.rateLimit.canActivate(new ExecutionContextHost([request, response], read.controller, read.handler));
    const answer = await this.answers.fetch(target, key, cacheSecondsOf(read.options, this.env), read.path, () =>
      runWithRequestId(requestId, async () =>
        read.invoke(
          read.query
            ? await this.validation.transform(target.query, { type: 'query', metatype: read.query })
            : undefined,
        ),
      ),
    );
    return { answer, path: read.path };
  }
}
