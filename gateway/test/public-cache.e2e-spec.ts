import { TestSystem } from '@henesys/testing';
import { metricsAuth } from './metrics-token';
import { sampleValue } from './prometheus-text';

/** The gateway's short cache of public answers: one service call per key, never stale after an edit. */
describe('public answers cached in the gateway', () => {
  let system: TestSystem;
  let admin: string;

  const rpcCalls = async (pattern: string) => {
    const text = await (await system.fetch('/api/metrics', { headers: metricsAuth(system) })).text();
    return sampleValue(text, 'henesys_gateway_rpc_duration_seconds_count', { pattern, outcome: 'ok' }) ?? 0;
  };

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'public_cache',
      processes: ['auth', 'accounts', 'content', 'rankings', 'gateway'],
      env: { RATE_LIMIT_DEFAULT: '100000/60' },
    });
    admin = await system.login('admin', 'admin1234');
  }, 120_000);

  afterAll(() => system?.stop());

  it('answers a crowd with different cache busters from one service call, gzipped or plain', async () => {
    await system.fetch('/api/news?_t=warm');
    const before = await rpcCalls('content.news');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => system.fetch(`/api/news?_t=${index}`)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(Object.keys(bodies[0])).toEqual(['events', 'updates', 'news', 'notices']);
    expect((await rpcCalls('content.news')) - before).toBe(0);

    const gzipped = await fetch(`${system.baseUrl}/api/news?_t=a`, {
      headers: { 'accept-encoding': 'gzip', 'x-request-id': 'cached-hit-1' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // A hit goes out before the framework, with the same security headers, request id and metrics label.
    expect(gzipped.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(gzipped.headers.get('x-content-type-options')).toBe('nosniff');
    expect(gzipped.headers.get('x-request-id')).toBe('cached-hit-1');
    const text = await (await system.fetch('/api/metrics', { headers: metricsAuth(system) })).text();
    expect(
      sampleValue(text, 'henesys_gateway_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/news',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(52);
    expect(gzipped.headers.get('content-type')).toMatch(/^application\/json/);
    const plain = await fetch(`${system.baseUrl}/api/news?_t=b`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(await gzipped.json());
  });

  it("gives a hit the headers of a full answer: the route's Cache-Control, and CORS for a cross-origin caller", async () => {
    const full = await fetch(`${system.baseUrl}/api/rankings/avatar-templates?_t=full`);
    const hit = await fetch(`${system.baseUrl}/api/rankings/avatar-templates?_t=hit`);
    expect([full.status, hit.status]).toEqual([200, 200]);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=300');
    expect(full.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await hit.json()).toEqual(await full.json());

    const crossOrigin = await fetch(`${system.baseUrl}/api/news?_t=cors`, {
      headers: { origin: 'http://localhost:5173' },
    });
    const sameOrigin = await fetch(`${system.baseUrl}/api/news?_t=same`);
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(sameOrigin.headers.get('vary')).toBe(crossOrigin.headers.get('vary'));
    expect(await sameOrigin.json()).toEqual(await crossOrigin.json());
  });

  it('serves the SPA page from memory with the CSP, an ETag and a 304 for a browser that has it', async () => {
    const page = await fetch(`${system.baseUrl}/news/some-article`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(`${system.baseUrl}/rankings`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const home = await fetch(`${system.baseUrl}/`);
    expect(await home.text()).toBe(html);
    // Files of the build and API paths are Express's.
    expect((await fetch(`${system.baseUrl}/favicon.svg`)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${system.baseUrl}/api/no-such-route`)).status).toBe(404);
  });

  it('serves an article the admin just published on the very next request', async () => {
    await system.fetch('/api/news?_t=1');
    const created = await system.api('POST', '/api/admin/content/articles', admin, {
      category: 'news',
      title: 'Fresh off the press',
      content: 'Now.',
      status: 'active',
    });
    expect(created.status).toBe(201);
    const news = (await system.api('GET', '/api/news?_t=2')).body;
    expect(news.news.map((item: { title: string }) => item.title)).toContain('Fresh off the press');
  });

  it('keys rankings by their query and serves a rebuild at once', async () => {
    const first = await system.api('GET', '/api/rankings?type=level&page=1&_t=1');
    const fame = await system.api('GET', '/api/rankings?type=fame&page=1&_t=1');
    expect(first.status).toBe(200);
    expect(fame.status).toBe(200);
    const before = await rpcCalls('rankings.list');
    await system.api('GET', '/api/rankings?page=1&type=level&_t=2');
    expect((await rpcCalls('rankings.list')) - before).toBe(0);
    await system.send('rankings.refresh');
    await system.api('GET', '/api/rankings?page=1&type=level&_t=3');
    expect((await rpcCalls('rankings.list')) - before).toBe(1);
  });

  it('never caches a refusal or an outage', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await system.api('GET', '/api/rankings?type=weekly')).status).toBe(400);
    }
    await system.stopProcess('content');
    expect((await system.api('GET', '/api/server-status?_t=x')).status).toBe(503);
    await system.startProcess('content');
    expect((await system.api('GET', '/api/server-status?_t=y')).status).toBe(200);
  });
});
