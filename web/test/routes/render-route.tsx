/**
 * Renders one address of the real route table (web/src/app/router.tsx) in a memory router, inside the
 * app's providers, against a mocked API: `globalThis.fetch` answers from a table of canned answers keyed
 * 'METHOD /api/path' (no query string). An address missing from the table answers 404 with a JSON
 * message naming it, and is listed in `unmatched`, so a test sees the mock it lacks.
 *
 * Convention (jest.config.js, project 'web'): route tests are web/test/routes/*.route-spec.tsx.
 */
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiRoute, ApiRoutes } from '@henesys/contracts';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../src/app/router';
import { createQueryClient } from '../../src/lib/query-client';
import { TOKEN_STORAGE_KEY } from '../../src/lib/token-storage';

export interface MockAnswer<Body = unknown> {
  /** 200 unless given. */
  status?: number;
  /** Sent as JSON; a string is sent as it is. Left out: an empty body. */
  body?: Body;
}

/** One request the page made, as the mock saw it. */
export interface ApiCall {
  method: string;
  /** The path without the query string, e.g. '/api/rankings'. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Record<string, string>;
}

export type MockHandler<Body = unknown> = MockAnswer<Body> | ((call: ApiCall) => MockAnswer<Body>);

/** A refusal as the gateway sends it. */
export interface RefusalBody {
  statusCode: number;
  message: string;
  code?: string;
}

/** 'GET /rankings' (the contracts' route map) → 'GET /api/rankings' (the mock's key). */
type MockKey<R extends ApiRoute> = R extends `${infer Method} ${infer Path}` ? `${Method} /api${Path}` : never;

/** The routes of the contracts' route map answer their reply's shape or a refusal (checked by web/test/tsconfig.json). */
type TypedMockApi = { [R in ApiRoute as MockKey<R>]?: MockHandler<ApiRoutes[R]['reply'] | RefusalBody> };

/** Canned answers by 'METHOD /api/path', e.g. { 'GET /api/news': { body: {...} } }. */
export type MockApi = TypedMockApi & Record<string, MockHandler>;

/** What every page asks for (the header's server status): a test's own table may override it. */
export const BASE_API: MockApi = {
  'GET /api/server-status': {
    body: {
      status: 'online',
      playersOnline: 42,
      serverInfo: { version: 'GMS v0.83', expRate: '2x', mesoRate: '2x', dropRate: '2x', maintenance: false },
    },
  },
  'GET /api/server-status/history': { body: { sampleMinutes: 5, samples: [] } },
};

export interface RenderRouteOptions {
  api?: MockApi;
  /** A stored session token: the app then checks it with GET /api/user/profile (mock that too). */
  token?: string;
}

export interface RenderedRoute extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  /** Every request made, in order. */
  calls: ApiCall[];
  /** The requests that found no mock ('METHOD /api/path'). */
  unmatched: string[];
  /** The calls made to one 'METHOD /api/path'. */
  callsTo: (key: string) => ApiCall[];
}

// The pages are lazy chunks: on a cold Jest cache the first require of one compiles it, which can take
// longer than findBy*'s default 1 s.
configure({ asyncUtilTimeout: 5_000 });

const realFetch = globalThis.fetch;
const cleanups: Array<() => void> = [];

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
  globalThis.fetch = realFetch;
  window.localStorage.clear();
});

function headersOf(init: RequestInit | undefined): Record<string, string> {
  // fetch-client sends a plain object; jsdom has no Headers class.
  const headers = init?.headers;
  return headers && typeof headers === 'object' && !Array.isArray(headers)
    ? { ...(headers as Record<string, string>) }
    : {};
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** A fetch that answers from the table; jsdom has no Response, so the answer is the part fetch-client reads. */
export function createMockFetch(api: MockApi, calls: ApiCall[], unmatched: string[]): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(init?.body),
      headers: headersOf(init),
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler = api[key];
    if (!handler) unmatched.push(key);
    const answer =
      handler === undefined
        ? { status: 404, body: { message: `No mock for ${key}` } }
        : typeof handler === 'function'
          ? handler(call)
          : handler;
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    // Like the network: the answer comes after the current task, not within it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  };
}

/**
 * The providers are those of web/src/main.tsx and app/provider.tsx (StrictMode, react-query), except
 * that each test gets a fresh QueryClient with retries off: a failure shows at once.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderedRoute {
  const calls: ApiCall[] = [];
  const unmatched: string[] = [];
  globalThis.fetch = createMockFetch({ ...BASE_API, ...options.api }, calls, unmatched);
  if (options.token) window.localStorage.setItem(TOKEN_STORAGE_KEY, options.token);

  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  cleanups.push(() => {
    router.dispose();
    queryClient.clear();
  });

  // Under fake timers user-event must move them on while it waits between keystrokes.
  const fakeTimers = 'clock' in setTimeout;
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    ...result,
    user,
    router,
    calls,
    unmatched,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
