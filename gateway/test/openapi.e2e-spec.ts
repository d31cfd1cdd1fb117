import { loadEnv } from '@henesys/server';
import { TestSystem } from '@henesys/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GatewayEnv } from '../src/config/gateway-env';
import { gatewayRoutes, Route } from './gateway-routes';

interface Operation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}

interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    securitySchemes: Record<string, object>;
  };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** `/api/donations/:id/status` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('OpenAPI: /api/docs-json and Swagger UI at /api/docs', () => {
  let system: TestSystem;
  let routes: Route[];
  let document: OpenApiDocument;
  let documentAnswer: { status: number; type: string | null };
  const operation = (route: Route): Operation | undefined =>
    document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];

  beforeAll(async () => {
    system = await TestSystem.start({ label: 'openapi', processes: ['gateway'] });
    routes = await gatewayRoutes(
      loadEnv(GatewayEnv, {
        ...system.secrets,
        REDIS_URL: system.redis.url,
        DATABASE_URL: system.database.url,
        LOG_LEVEL: 'silent',
      }),
    );
    const response = await system.fetch('/api/docs-json');
    documentAnswer = { status: response.status, type: response.headers.get('content-type') };
    document = (await response.json()) as OpenApiDocument;
  }, 120_000);

  afterAll(() => system?.stop());

  it('answers the document without a session: title, the workspace version, both ways to send the token', () => {
    expect(documentAnswer.status).toBe(200);
    expect(documentAnswer.type).toContain('application/json');
    const { version } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(document.info).toMatchObject({ title: 'Henesys API', version });
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      'x-auth-token': { type: 'apiKey', in: 'header', name: 'x-auth-token' },
    });
  });

  it('lists every route the gateway has, with its method, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(40);
    const expected = routes.map((route) => `${route.method} ${openApiPath(route.path)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => HTTP_METHODS.includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(expected);
  });

  it('describes the register body and the donation list query field by field', () => {
    const ref =
      operation({ method: 'POST', path: '/api/auth/register', access: 'public' })?.requestBody?.content[
        'application/json'
      ].schema.$ref ?? '';
    const schema = document.components.schemas[ref.replace('#/components/schemas/', '')];
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['birthday', 'email', 'password', 'username']);
    expect([...(schema?.required ?? [])].sort()).toEqual(['birthday', 'email', 'password', 'username']);
    const query = operation({ method: 'GET', path: '/api/user/donations', access: 'member' })?.parameters ?? [];
    expect(
      query
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name)
        .sort(),
    ).toEqual(['_t', 'limit', 'page', 'status']);
  });

  it('asks for the session token on every protected route and on no public one, and says which are admin only', () => {
    expect(new Set(routes.map((route) => route.access))).toEqual(new Set(['public', 'member', 'staff', 'admin']));
    const wrong: string[] = [];
    for (const route of routes) {
      const found = operation(route);
      const security = found?.security ?? [];
      const adminOnly = found?.summary?.includes('Admin only') ?? false;
      const staffOnly = found?.summary?.includes('Staff only') ?? false;
      const tokenSchemes = security.flatMap((requirement) => Object.keys(requirement)).sort();
      const ok = route.access === 'public' ? security.length === 0 : tokenSchemes.join() === 'bearer,x-auth-token';
      if (!found || !ok || adminOnly !== (route.access === 'admin') || staffOnly !== (route.access === 'staff'))
        wrong.push(
          `${route.method} ${route.path} (${route.access}): ${JSON.stringify({ security, summary: found?.summary })}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it("serves Swagger UI as HTML under the SPA's own Content-Security-Policy, with no inline script", async () => {
    const page = await system.fetch('/api/docs');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<div id="swagger-ui">');
    // Every script is a file: the CSP (script-src 'self', no 'unsafe-inline') would block an inline one.
    expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    const live = await system.fetch('/api/health/live');
    await live.arrayBuffer();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toBe(live.headers.get('content-security-policy'));
    const init = await system.fetch('/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(await init.text()).toMatch(/"title": ?"Henesys API"/);
  });
});
