import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ADMIN_ROLE } from '@henesys/contracts';
import { loadEnv } from '@henesys/server';
import { TestSystem } from '@henesys/testing';
import { sign } from 'jsonwebtoken';
import { IS_PUBLIC, REQUIRED_ROLE } from '../src/auth/access.decorators';
import { createGatewayApp } from '../src/bootstrap/create-gateway-app';
import { GatewayEnv } from '../src/config/gateway-env';

interface Route {
  method: string;
  path: string;
  access: 'public' | 'member' | 'admin';
}

const SECRET = 'route-access-test-secret-0123456789abcdef';

/** Every route the gateway really has, read from its own controllers' metadata. */
async function gatewayRoutes(env: GatewayEnv): Promise<Route[]> {
  const app: INestApplication = await createGatewayApp(env);
  await app.init();
  try {
    const routes: Route[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
        if (!controller) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = controller.prototype[name as keyof object] as unknown;
          if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
          const method = RequestMethod[(Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined) ?? RequestMethod.GET];
          const sub = String(Reflect.getMetadata(PATH_METADATA, handler));
          const path = `/api/${[base, sub].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
          const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller);
          const role = Reflect.getMetadata(REQUIRED_ROLE, handler) ?? Reflect.getMetadata(REQUIRED_ROLE, controller);
          routes.push({ method, path, access: isPublic ? 'public' : role === ADMIN_ROLE ? 'admin' : 'member' });
        }
      }
    }
    return routes;
  } finally {
    await app.close();
  }
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('every /api route refuses callers without the right token', () => {
  let system: TestSystem;
  let routes: Route[];
  let member: string;

  beforeAll(async () => {
    system = await TestSystem.start({ label: 'route_access', env: { JWT_SECRET: SECRET, RATE_LIMIT_DEFAULT: '100000/60', RATE_LIMIT_LOGIN: '1000/60' } });
    routes = await gatewayRoutes(loadEnv(GatewayEnv, { JWT_SECRET: SECRET, REDIS_URL: system.redis.url, DATABASE_URL: system.database.url, LOG_LEVEL: 'silent' }));
    const login = await system.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'member', password: 'member1234' }) });
    member = (await login.json()).token;
  }, 120_000);

  afterAll(() => system?.stop());

  it('finds the routes, and knows which are public', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))).toEqual([]);
    const publicPaths = routes.filter((route) => route.access === 'public').map((route) => `${route.method} ${route.path}`);
    expect(publicPaths).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/server-status', 'POST /api/auth/login', 'GET /api/news', 'POST /api/vote/pingback']));
    expect(routes.filter((route) => route.access === 'admin').map((route) => route.path)).toEqual(expect.arrayContaining(['/api/donations', '/api/admin/content']));
  });

  it('answers 401 to every protected route without a token, or with a malformed, expired, foreign-key or alg:none token', async () => {
    const memberClaims = { sub: 2, username: 'member', role: 'member', tv: 0 };
    const tokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['a malformed token', 'not.a.jwt'],
      ['an expired token', sign(memberClaims, SECRET, { algorithm: 'HS256', expiresIn: -60 })],
      ['a token signed with another key', sign({ ...memberClaims, role: ADMIN_ROLE }, 'another-key-another-key-another-key-0000', { algorithm: 'HS256' })],
      ['an alg:none token', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...memberClaims, role: ADMIN_ROLE })}.`],
    ];
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access !== 'public')) {
      const path = route.path.replace(/:[a-zA-Z]+/g, '1');
      for (const [label, token] of tokens) {
        const response = await system.fetch(path, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}`, 'x-auth-token': token } : {}) },
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        if (response.status !== 401) failures.push(`${route.method} ${path} with ${label}: ${response.status}`);
        await response.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers 403 to a member on every admin route, changing nothing', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access === 'admin')) {
      const path = route.path.replace(/:[a-zA-Z]+/g, '1');
      const response = await system.fetch(path, {
        method: route.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` },
        body: ['GET', 'DELETE'].includes(route.method) ? undefined : JSON.stringify({ status: 'completed', maintenance: true, title: 'x', content: 'x', category: 'news', severity: 'info', markdown: 'x' }),
      });
      if (response.status !== 403) failures.push(`${route.method} ${path}: ${response.status}`);
      await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
