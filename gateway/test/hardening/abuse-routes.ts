import { loadEnv } from '@henesys/server';
import { TestSystem } from '@henesys/testing';
import { GatewayEnv } from '../../src/config/gateway-env';
import { gatewayRoutes, Route } from '../gateway-routes';

/** One property of a request DTO as the OpenAPI document describes it. */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A gateway route (from its own metadata) with the shape of what it reads (from its own OpenAPI document). */
export interface ApiRoute extends Route {
  /** `GET /api/crypto-payments/:id` */
  key: string;
  /** Its path parameters, e.g. ['id']. */
  params: string[];
  /** The body DTO's fields, or null when the route has no body DTO. */
  body: Record<string, FieldSchema> | null;
  /** The query DTO's fields ({} when none). */
  query: Record<string, FieldSchema>;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: FieldSchema }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, FieldSchema> }> };
}

/** Routes that take a body: every method but GET. */
export const takesBody = (route: Route): boolean => route.method !== 'GET';

/**
 * Every route of the running gateway, so a route added later is covered without editing a list.
 * The route list is gatewayRoutes() (the controllers' metadata); bodies and queries come from the
 * OpenAPI document the same gateway serves.
 */
export async function apiRoutes(system: TestSystem, env: NodeJS.ProcessEnv = {}): Promise<ApiRoute[]> {
  const routes = await gatewayRoutes(
    loadEnv(GatewayEnv, {
      ...system.secrets,
      REDIS_URL: system.redis.url,
      DATABASE_URL: system.database.url,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  const document = (await (await system.fetch('/api/docs-json')).json()) as OpenApiDocument;
  return routes.map((route) => {
    const operation = document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
    const ref = Object.values(operation.requestBody?.content ?? {})[0]?.schema.$ref;
    const bodySchema = ref ? (document.components.schemas[ref.split('/').pop() ?? '']?.properties ?? {}) : null;
    const query = Object.fromEntries(
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, parameter.schema ?? {}]),
    );
    return {
      ...route,
      key: `${route.method} ${route.path}`,
      params: [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]),
      body: bodySchema,
      query,
    };
  });
}

/** UTF-8 percent-encoding that also sends a lone surrogate (as the bytes a hostile client would: %ED%A0%80). */
function percentEncode(value: string): string {
  return Array.from(value, (character) => {
    if (!/^[\ud800-\udfff]$/.test(character)) return encodeURIComponent(character);
    const unit = character.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

/** The route's path with every parameter set to `value` (URL-encoded). */
export const pathWith = (route: Route, value: string | number): string =>
  route.path.replace(/:[A-Za-z]+/g, percentEncode(String(value)));

export interface Sessions {
  admin: string;
  member: string;
}

/**
 * Routes that end the caller's own session(s). The suites share one session per role, which these would
 * end for every route after them: they get no session (their guard answers 401) and have their own
 * suite (services/auth/test/sessions.e2e-spec.ts).
 */
const SESSION_ENDING_ROUTES = ['POST /api/auth/logout', 'POST /api/auth/logout-all'];
export const endsSession = (route: Route): boolean => SESSION_ENDING_ROUTES.includes(`${route.method} ${route.path}`);

/** The session a route needs to get past its guards to its validation (none for public routes, nor for routes that end it). */
export const sessionFor = (route: Route, sessions: Sessions): string | undefined => {
  if (endsSession(route)) return undefined;
  if (route.access === 'admin' || route.access === 'staff') return sessions.admin;
  return route.access === 'member' ? sessions.member : undefined;
};
