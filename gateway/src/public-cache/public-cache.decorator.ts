import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Public } from '../auth/access.decorators';
import type { GatewayEnv } from '../config/gateway-env';

export interface PublicCacheOptions {
  /** How long one answer is served to everyone (0: not cached), or the setting that says it. */
  seconds: number | ((env: GatewayEnv) => number);
  /** A Redis counter bumped when the data changes: an answer built before the bump is never served after it. */
  versionKey?: string;
}

export const PUBLIC_CACHE = 'henesys:public-cache';

/** How long the route's answers are kept, with the setting read if it names one. */
export const cacheSecondsOf = (options: PublicCacheOptions, env: GatewayEnv): number =>
  typeof options.seconds === 'function' ? options.seconds(env) : options.seconds;

/**
 * For public GETs every visitor gets the same answer for (news, status, rankings, skills): the
 * gateway keeps the answer serialised and gzipped for a short while, so a launch-day crowd costs one
 * service call per key and interval instead of one per visitor. The web's `_t` is not part of the key.
 * A cached answer is served before any guard runs, so a cached route is public by definition: the
 * decorator says so itself (no route can be cached and guarded at once).
 */
export const PublicCache = (options: PublicCacheOptions) =>
  applyDecorators(Public(), SetMetadata(PUBLIC_CACHE, options));
