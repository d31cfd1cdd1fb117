import { Inject, Injectable } from '@nestjs/common';
import accepts from 'accepts';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import { REDIS } from '../rpc/tokens';

const gzipAsync = promisify(gzip);

export interface CachedAnswer {
  json: Buffer;
  gzipped: Buffer;
}

/** What a cached path's hits need besides the body: its version counter, metrics label and caching header. */
export interface CachedPath {
  versionKey?: string;
  /** The route pattern, the metrics label its full answers carry. */
  route: string;
  /** The route's own Cache-Control header, if it sets one. */
  cacheControl?: string;
}

export interface CachedHit {
  answer: CachedAnswer;
  path: CachedPath;
}

/** A request's path and parsed query (Express's `req.path` and `req.query`, or the front door's own parse). */
export interface RequestTarget {
  path: string;
  query: Record<string, unknown>;
}

/**
 * Bodies up to this size are gzipped on the event loop: for a rankings page (2-4 kB) that costs about
 * 15 µs of CPU, against about 100 µs handed to the thread pool and back (measured on Node 20). Larger
 * ones (the skill list, ~680 kB) go to the pool rather than hold every other request up for milliseconds.
 */
const GZIP_ON_LOOP_MAX_BYTES = 64 * 1024;
const GZIP_OPTIONS = { level: constants.Z_BEST_SPEED };

/** The fastest level: most rankings pages are made for one reader, so the gzip is paid per request. */
export async function gzipAnswer(json: Buffer): Promise<Buffer> {
  return json.length <= GZIP_ON_LOOP_MAX_BYTES ? gzipSync(json, GZIP_OPTIONS) : gzipAsync(json, GZIP_OPTIONS);
}

/** At most this much memory per gateway for cached answers (the skill list alone is ~680 kB + ~96 kB). */
const MAX_BYTES = 64 * 1024 * 1024;

/** The request's path and query without the cache buster, in a stable order. */
export function cacheKey(target: RequestTarget): string {
  const entries = Object.entries(target.query)
    .filter(([name]) => name !== '_t')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .sort();
  return entries.length > 0 ? `${target.path}?${entries.join('&')}` : target.path;
}

/** Whether the client takes a gzip body (Accept-Encoding, with its q-values). */
export const acceptsGzip = (request: IncomingMessage): boolean => accepts(request).encoding('gzip') === 'gzip';

/** The body this client gets: the gzipped copy when it accepts gzip, else the plain JSON. */
export function bodyFor(request: IncomingMessage, answer: CachedAnswer): { body: Buffer; gzipped: boolean } {
  const gzipped = acceptsGzip(request);
  return { body: gzipped ? answer.gzipped : answer.json, gzipped };
}

/**
 * The gateway's cached public answers, serialised and gzipped. Filled through the Nest route (guards,
 * validation, the service call: `fetch`); read back either there or, for a hit, by the front door
 * before Express (`lookUp`), which is what lets a crowd be answered at the HTTP layer's speed.
 */
@Injectable()
export class PublicAnswers {
  private readonly answers = new LRUCache<string, CachedAnswer, () => Promise<unknown>>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.json.length + answer.gzipped.length + 64,
    fetchMethod: async (_key, _stale, { context }) => {
      const json = Buffer.from(JSON.stringify(await context()));
      return { json, gzipped: await gzipAnswer(json) };
    },
  });

  /** Paths answered from here at least once: only those are looked up before the framework. */
  private readonly paths = new Map<string, CachedPath>();

  /** The key the front door computed for a request it left to Express, so the route need not ask Redis again. */
  private readonly keysOfMisses = new WeakMap<IncomingMessage, string>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * The key for this request under the path's current version; undefined when Redis cannot say
   * the version (then nothing cached may be trusted).
   */
  private async keyFor(target: RequestTarget, versionKey?: string): Promise<string | undefined> {
    const version = versionKey ? await this.redis.get(versionKey).catch(() => undefined) : null;
    return version === undefined ? undefined : `${version ?? ''}|${cacheKey(target)}`;
  }

  /** The cached answer, or the one `load` makes (once for concurrent callers), kept `seconds`. */
  fetch(
    target: RequestTarget,
    key: string,
    seconds: number,
    path: CachedPath,
    load: () => Promise<unknown>,
  ): Promise<CachedAnswer> {
    this.paths.set(target.path, path);
    return this.answers.fetch(key, { ttl: seconds * 1000, context: load }) as Promise<CachedAnswer>;
  }

  /** A path the front door answers from the start (its public reads), before any answer was cached. */
  knowPath(path: string, cached: CachedPath): void {
    this.paths.set(path, cached);
  }

  /** A fresh cached answer for this GET, if there is one; on a miss the key is kept for the route. */
  async lookUp(request: IncomingMessage, target: RequestTarget): Promise<CachedHit | undefined> {
    const path = this.paths.get(target.path);
    if (!path) return undefined;
    const key = await this.keyFor(target, path.versionKey);
    if (key === undefined) return undefined;
    const answer = this.answers.get(key);
    if (answer) return { answer, path };
    this.keysOfMisses.set(request, key);
    return undefined;
  }

  /** The key lookUp computed for this request it missed; undefined if it could not say one. */
  missKeyOf(request: IncomingMessage): string | undefined {
    return this.keysOfMisses.get(request);
  }

  /** The key the front door computed for this request, else one under the path's current version. */
  async keyOf(request: IncomingMessage, target: RequestTarget, versionKey?: string): Promise<string | undefined> {
    return this.keysOfMisses.get(request) ?? this.keyFor(target, versionKey);
  }
}
