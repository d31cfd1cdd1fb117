import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One route of the load: how many connections drive it, and the request each sends next. */
export interface RouteLoad {
  name: string;
  connections: number;
  path: () => string;
  method?: 'GET' | 'POST';
  headers?: () => Record<string, string>;
  body?: () => string;
  /** Requests per second across this route's connections (writes are a trickle, reads are not capped). */
  rate?: number;
}

export interface Measured {
  name: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: status codes, and 'socket' or 'timeout'. */
  errorKinds: Record<string, number>;
  /** Mean bytes of an answer as sent (headers and gzip body). */
  bytesPerAnswer: number;
  /** The first answer's body for each refused status, to say why. */
  errorSamples: Record<string, string>;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * autocannon against one route; every response's latency is kept (autocannon's own table has no
 * p95). An error is anything but a 2xx, a socket error or a timeout.
 */
export async function measure(baseUrl: string, route: RouteLoad, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let answeredBytes = 0;
  const errorKinds: Record<string, number> = {};
  const errorSamples: Record<string, string> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: route.connections,
        duration: seconds,
        timeout: 10,
        ...(route.rate ? { overallRate: route.rate } : {}),
        headers: { 'accept-encoding': 'gzip' },
        requests: [
          {
            method: route.method ?? 'GET',
            setupRequest: (request) => ({
              ...request,
              path: route.path(),
              headers: {
                ...request.headers,
                ...(route.body ? { 'content-type': 'application/json' } : {}),
                ...route.headers?.(),
              },
              body: route.body?.(),
            }),
            onResponse: (status, body) => {
              if (status >= 300 && !(status in errorSamples)) errorSamples[status] = String(body).slice(0, 200);
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
        answeredBytes += bytes;
      } else errorKinds[statusCode] = (errorKinds[statusCode] ?? 0) + 1;
    });
  });
  const sorted = latencies.sort((a, b) => a - b);
  if (result.errors > 0) errorKinds.socket = result.errors;
  if (result.timeouts > 0) errorKinds.timeout = result.timeouts;
  const refused = Object.values(errorKinds).reduce((sum, count) => sum + count, 0) - result.errors - result.timeouts;
  return {
    name: route.name,
    connections: route.connections,
    requests: latencies.length + refused,
    perSecond: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: refused + result.errors + result.timeouts,
    bytesPerAnswer: latencies.length === 0 ? 0 : answeredBytes / latencies.length,
    errorKinds,
    errorSamples,
  };
}

/** The ceiling: what plain Node answers on this machine, a fixed JSON body and nothing else. */
export async function ceilingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const body = JSON.stringify({ status: 'online', players: 123, message: 'The ceiling: a fixed JSON body' });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
