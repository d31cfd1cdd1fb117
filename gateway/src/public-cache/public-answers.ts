import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { REDIS } from '../rpc/tokens';

const gzipAsync = promisify(gzip);

export interface CachedAnswer {
  json: Buffer;
  gzipped: Buffer;
}

/** How a cached path is looked up: the version counter its keys carry, if any. */
interface CachedPath {
  versionKey?: string;
}

const KEY_LOCAL = 'publicCacheKey';

/** At most this much memory per gateway for cached answers (the skill list alone is ~680 kB + ~96 kB). */
const MAX_BYTES = 64 * 1024 * 1024;

/** The request's path and query without the cache buster, in a stable order. */
export function cacheKey(request: Pick<Request, 'path' | 'query'>): string {
  const entries = Object.entries(request.query)
    .filter(([name]) => name !== '_t')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .sort();
  return entries.length > 0 ? `${request.path}?${entries.join('&')}` : request.path;
}

/**
 * The gateway's cached public answers, serialised and gzipped. Filled through the Nest route (guards,
 * validation, the service call: `fetch`); read back either there or, for a hit, by the fast path
 * before the framework (`lookUp`), which is what lets a crowd be answered at the HTTP layer's speed.
 */
@Injectable()
export class PublicAnswers {
  private readonly answers = new LRUCache<string, CachedAnswer, () => Promise<unknown>>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.json.length + answer.gzipped.length + 64,
    fetchMethod: async (_key, _stale, { context }) => {
      const json = Buffer.from(JSON.stringify(await context()));
      return { json, gzipped: await gzipAsync(json) };
    },
  });

  /** Paths answered from here at least once: only those are looked up before the framework. */
  private readonly paths = new Map<string, CachedPath>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * The key for this request under the path's current version; undefined when Redis cannot say
   * the version (then nothing cached may be trusted).
   */
  private async keyFor(request: Request, versionKey?: string): Promise<string | undefined> {
    const version = versionKey ? await this.redis.get(versionKey).catch(() => undefined) : null;
    return version === undefined ? undefined : `${version ?? ''}|${cacheKey(request)}`;
  }

  /** The cached answer, or the one `load` makes (once for concurrent callers), kept `seconds`. */
  fetch(request: Request, key: string, seconds: number, versionKey: string | undefined, load: () => Promise<unknown>): Promise<CachedAnswer> {
    this.paths.set(request.path, { versionKey });
    return this.answers.fetch(key, { ttl: seconds * 1000, context: load }) as Promise<CachedAnswer>;
  }

  /**
   * A fresh cached answer for this GET, if there is one. On a miss the key stays on the response,
   * so the route fills it without asking Redis for the version a second time.
   */
  async lookUp(request: Request, response: Response): Promise<CachedAnswer | undefined> {
    const path = this.paths.get(request.path);
    if (!path) return undefined;
    const key = await this.keyFor(request, path.versionKey);
    if (key === undefined) return undefined;
    response.locals[KEY_LOCAL] = key;
    return this.answers.get(key);
  }

  /** The key the fast path computed for this response, else one under the path's current version. */
  async keyOf(request: Request, response: Response, versionKey?: string): Promise<string | undefined> {
    const known: unknown = response.locals[KEY_LOCAL];
    return typeof known === 'string' ? known : this.keyFor(request, versionKey);
  }

  send(request: Request, response: Response, answer: CachedAnswer): Buffer {
    response.vary('Accept-Encoding');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    const gzipped = request.acceptsEncodings('gzip') === 'gzip';
    if (gzipped) response.setHeader('Content-Encoding', 'gzip');
    return gzipped ? answer.gzipped : answer.json;
  }
}
