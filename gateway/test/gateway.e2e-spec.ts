import { createServer, Server } from 'node:net';
import { freePort } from '@henesys/runner';
import { TestSystem } from '@henesys/testing';
import { metricsAuth } from './metrics-token';

/** The whole system as real processes: gateway → Redis transport → services → Postgres. */
describe('gateway over the Redis transport (whole system)', () => {
  let system: TestSystem;
  let gameServer: Server;
  let gamePort: number;

  beforeAll(async () => {
    gamePort = await freePort();
    system = await TestSystem.start({
      label: 'gateway_e2e',
      env: { RPC_TIMEOUT_MS: '1500' },
      // Each status request below must reach the content service (in production one answer serves a second).
      envFor: {
        gateway: { SERVER_STATUS_GATEWAY_CACHE_SECONDS: '0' },
        content: { GAME_HOST: '127.0.0.1', GAME_PORT: String(gamePort), SERVER_STATUS_CACHE_MS: '0' },
      },
    });
  }, 120_000);

  afterAll(async () => {
    gameServer?.close();
    await system?.stop();
  });

  it('reports every dependency healthy: up to anyone, the detail to the holder of METRICS_TOKEN', async () => {
    const response = await system.fetch('/api/health');
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    const detail = await system.fetch('/api/health/detail', { headers: metricsAuth(system) });
    const body = await detail.json();
    expect(detail.status).toBe(200);
    expect(body.status).toBe('ok');
    expect(Object.keys(body.details).sort()).toEqual([
      'accounts',
      'auth',
      'community',
      'content',
      'donations',
      'postgres',
      'rankings',
      'redis',
      'worker',
    ]);
  });

  it('answers the server status offline while the game login server is down', async () => {
    const response = await system.fetch('/api/server-status?_t=123');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'offline',
      playersOnline: 0,
      serverInfo: { version: 'GMS v0.83', expRate: '2x', mesoRate: '2x', dropRate: '2x', maintenance: false },
    });
  });

  it('answers online once the game login server listens', async () => {
    gameServer = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => gameServer.listen(gamePort, '127.0.0.1', () => resolve()));
    const response = await system.fetch('/api/server-status');
    // The demo world has one account logged in to the game ('ingame', loggedin = 2).
    expect(await response.json()).toMatchObject({ status: 'online', playersOnline: 1 });
  });

  it('answers unknown API paths with a JSON 404 and sets security headers', async () => {
    const response = await system.fetch('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Cannot GET /api/no-such-route' });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the SPA with history fallback, including the Discord callback page under /api', async () => {
    for (const path of [
      '/',
      '/rankings',
      '/dashboard/admin/donations',
      '/some/unknown/page',
      '/api/discord/callback?code=x&state=y',
    ]) {
      const response = await system.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("compresses what it sends (the SPA's main script here)", async () => {
    const html = await (await system.fetch('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await system.fetch(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers 503 at once while the content service is stopped, and heals when it is back', async () => {
    await system.killProcess('content');
    const started = Date.now();
    const refused = await system.fetch('/api/server-status');
    const elapsed = Date.now() - started;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: 'The content service is unavailable. Please try again shortly.' });
    expect(elapsed).toBeLessThan(1_000);

    const health = await system.fetch('/api/health');
    expect(health.status).toBe(503);
    expect((await health.json()).status).toBe('error');
    const detail = await system.fetch('/api/health/detail', { headers: metricsAuth(system) });
    expect(detail.status).toBe(503);
    expect((await detail.json()).details.content.status).toBe('down');

    await system.startProcess('content');
    const healed = await system.fetch('/api/server-status');
    expect(healed.status).toBe(200);
  }, 60_000);

  it('answers 504 within the RPC timeout when the content service hangs', async () => {
    const pid = system.pid('content');
    if (!pid) throw new Error('content is not running');
    process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const response = await system.fetch('/api/server-status');
      const elapsed = Date.now() - started;
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        message: 'The content service did not answer in time. Please try again shortly.',
      });
      expect(elapsed).toBeGreaterThanOrEqual(1_400);
      expect(elapsed).toBeLessThan(3_000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  }, 30_000);
});
