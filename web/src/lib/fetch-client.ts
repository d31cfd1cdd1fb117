import { ApiError } from './api-error';
import type { SessionRequestOptions } from './unauthorized-handler';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions extends SessionRequestOptions {
  /** The query string; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
}

/** A 2xx answer: its status and its body (parsed JSON, the raw text when it is not JSON, '' when empty). */
export interface ApiAnswer<T> {
  status: number;
  data: T;
}

export interface ApiClientConfig {
  /** Prefixed to every path (e.g. `/api`), without a trailing slash. */
  baseUrl: string;
  /** Time for the whole exchange, answer body included. */
  timeoutMs: number;
  /** Headers for every request, read at call time (the session token may change). */
  headers: () => Record<string, string>;
  /** Sees every failure (an ApiError), the call's options and the headers it was sent with; its rejection is what the caller gets. */
  onError: (error: ApiError, request: SessionRequestOptions, sentHeaders: Record<string, string>) => Promise<never>;
  fetch?: typeof fetch;
}

export function requestUrl(baseUrl: string, path: string, params: RequestOptions['params'] = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const url = `${baseUrl}${path}`;
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A JSON client over fetch: every failure rejects with an ApiError (see ./api-error.ts). */
export function createApiClient(config: ApiClientConfig) {
  // Called as a plain function: the browser's fetch throws 'Illegal invocation' when called as a method of another object.
  const send = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function exchange<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
    sessionHeaders: Record<string, string>,
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    try {
      const init: RequestInit = { method, headers, signal: controller.signal };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await send(requestUrl(config.baseUrl, path, options.params), init);
      const data = parseBody(await response.text());
      if (!response.ok) throw ApiError.fromAnswer(response.status, data);
      return { status: response.status, data: data as T };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw timedOut ? ApiError.timeout(config.timeoutMs) : ApiError.network();
    } finally {
      clearTimeout(timer);
    }
  }

  function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const sessionHeaders = config.headers();
    return exchange<T>(method, path, body, options, sessionHeaders).catch((error: ApiError) =>
      config.onError(error, options, sessionHeaders),
    );
  }

  return {
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
