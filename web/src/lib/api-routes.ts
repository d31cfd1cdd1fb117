import type { ApiRoute, ApiRoutes } from '@henesys/contracts';
import type { ApiAnswer, ApiClient, RequestOptions } from './fetch-client';

/** The `:name` parameters of a route's path. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Part<R extends ApiRoute, K extends string> = K extends keyof ApiRoutes[R] ? ApiRoutes[R][K] : never;

/** What a call of `route` must give: its path parameters, its query and its body, each only when the route has one. */
export type CallOptions<R extends ApiRoute> = Omit<RequestOptions, 'params'> &
  ([PathParams<R>] extends [never] ? { path?: never } : { path: Record<PathParams<R>, string | number> }) &
  ('query' extends keyof ApiRoutes[R] ? { query: Part<R, 'query'> } : { query?: never }) &
  ('body' extends keyof ApiRoutes[R] ? { body: Part<R, 'body'> } : { body?: never });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `/donations/:id/status` with { id: 7 } → `/donations/7/status`. */
export function routePath(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * A caller of the gateway's routes typed from the contracts' route map: `callApi('PUT /donations/:id/status',
 * { path: { id }, body })` answers a DonationChangeReply; a wrong query, body or path does not compile.
 */
export function createRouteCaller(client: ApiClient) {
  const send: Record<Method, (path: string, body: unknown, options: RequestOptions) => Promise<ApiAnswer<unknown>>> = {
    GET: (path, _body, options) => client.get(path, options),
    DELETE: (path, _body, options) => client.delete(path, options),
    POST: (path, body, options) => client.post(path, body, options),
    PUT: (path, body, options) => client.put(path, body, options),
    PATCH: (path, body, options) => client.patch(path, body, options),
  };
  return function callApi<R extends ApiRoute>(
    route: R,
    ...[options]: object extends CallOptions<R> ? [CallOptions<R>?] : [CallOptions<R>]
  ): Promise<ApiAnswer<ApiRoutes[R]['reply']>> {
    const [method, template] = route.split(' ') as [Method, string];
    const { path, query, body, ...rest } = (options ?? {}) as CallOptions<ApiRoute> & {
      query?: object;
      body?: unknown;
    };
    const params = query as RequestOptions['params'];
    return send[method](routePath(template, path), body, { ...rest, params }) as Promise<
      ApiAnswer<ApiRoutes[R]['reply']>
    >;
  };
}

export type CallApi = ReturnType<typeof createRouteCaller>;
