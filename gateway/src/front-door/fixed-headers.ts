import type { OutgoingHttpHeaders } from 'node:http';

type Middleware = (request: never, response: never, next: (error?: unknown) => void) => void;

/**
 * The headers the given middlewares (helmet, CORS) set on a same-origin GET: they depend on nothing
 * in the request, so the front door sends this copy instead of running them for every hit.
 */
export async function fixedHeadersOf(middlewares: Middleware[]): Promise<OutgoingHttpHeaders> {
  const headers: OutgoingHttpHeaders = {};
  const request = { method: 'GET', url: '/', headers: {} };
  const response = {
    statusCode: 200,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: string | string[]) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    end: () => {
      throw new Error('A middleware ended the probe request');
    },
  };
  for (const middleware of middlewares) {
    await new Promise<void>((resolve, reject) =>
      middleware(request as never, response as never, (error) => (error ? reject(error) : resolve())),
    );
  }
  return headers;
}
