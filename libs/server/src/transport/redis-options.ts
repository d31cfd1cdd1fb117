import type { RedisOptions } from 'ioredis';
import { currentRequestId } from '../tracing/request-context';

/** ioredis connection options from a redis:// URL. */
export function redisConnection(
  url: string,
): Pick<RedisOptions, 'host' | 'port' | 'username' | 'password' | 'db' | 'tls'> {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * Options for Nest's Redis transport, client and server alike. Without retryAttempts the transport
 * gives up for good at the first Redis restart; with them ioredis reconnects and resubscribes.
 */
export function redisTransportOptions(url: string) {
  return {
    ...redisConnection(url),
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retryDelay: 500,
  };
}

/** The gateway's client options: each request also carries the id of the HTTP request it serves. */
export function redisClientTransportOptions(url: string) {
  return {
    ...redisTransportOptions(url),
    serializer: { serialize: (packet: object) => ({ ...packet, requestId: currentRequestId() }) },
  };
}
