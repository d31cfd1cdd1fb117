import { SERVICE_NAMES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { SITE_DOWN_MESSAGE } from '../src/health/health.controller';
import { METRICS_TOKEN_REQUIRED } from '../src/metrics/metrics-token.guard';
import { metricsAuth } from './metrics-token';
import { sampleValue, samples } from './prometheus-text';

const count = (text: string, name: string, labels: Record<string, string>): number | undefined =>
  sampleValue(text, `${name}_count`, labels);

const HTTP = 'henesys_gateway_http_request_duration_seconds';
const RPC = 'henesys_gateway_rpc_duration_seconds';

describe('Prometheus metrics at /api/metrics', () => {
  describe('scraped with METRICS_TOKEN, with only the content service up', () => {
    let system: TestSystem;

    beforeAll(async () => {
      system = await TestSystem.start({
        label: 'metrics',
        processes: ['content', 'gateway'],
        envFor: { gateway: { SERVER_STATUS_GATEWAY_CACHE_SECONDS: '0' } },
      });
    }, 120_000);

    afterAll(() => system?.stop());

    it('times requests by route pattern and status, RPCs by pattern and outcome, next to the process metrics', async () => {
      const answers: number[] = [];
      for (const path of [
        '/api/server-status?_t=1',
        '/api/server-status?_t=2',
        '/api/server-status',
        '/api/no-such-route?token=secret',
      ]) {
        const response = await system.fetch(path);
        answers.push(response.status);
        await response.arrayBuffer();
      }
      const login = await system.fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"member","password":"member1234"}',
      });
      const anonymous = await system.fetch('/api/donations/7/status', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      answers.push(login.status, anonymous.status);
      await Promise.all([login.arrayBuffer(), anonymous.arrayBuffer()]);
      expect(answers).toEqual([200, 200, 200, 404, 503, 401]);

      const response = await system.fetch('/api/metrics', { headers: metricsAuth(system) });
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(count(text, HTTP, { method: 'GET', route: '/api/server-status', status_code: '200' })).toBe(3);
      expect(count(text, HTTP, { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
      expect(count(text, HTTP, { method: 'POST', route: '/api/auth/login', status_code: '503' })).toBe(1);
      expect(count(text, HTTP, { method: 'PUT', route: '/api/donations/:id/status', status_code: '401' })).toBe(1);
      expect(count(text, RPC, { pattern: 'content.server-status', outcome: 'ok' })).toBe(3);
      expect(count(text, RPC, { pattern: 'auth.login', outcome: 'unavailable' })).toBe(1);
      // Bounded labels: patterns only, never a URL with its query string or ids.
      const routes = new Set(samples(text, `${HTTP}_count`).map((sample) => sample.labels.route));
      expect([...routes].filter((route) => route !== 'unmatched' && !route.startsWith('/api/'))).toEqual([]);
      expect([...routes].filter((route) => /[?=]|no-such-route|\/7\//.test(route))).toEqual([]);
      expect(text).not.toContain('secret');
      // prom-client's default metrics, with the gateway's prefix.
      expect(samples(text, 'henesys_gateway_process_cpu_user_seconds_total')).toHaveLength(1);
      expect(samples(text, 'henesys_gateway_nodejs_heap_size_used_bytes')).toHaveLength(1);
    });

    it('gives an anonymous caller neither metrics nor health detail: /api/health says down, not what is down', async () => {
      const metrics = await system.fetch('/api/metrics');
      const metricsText = await metrics.text();
      expect({ status: metrics.status, body: JSON.parse(metricsText) }).toEqual({
        status: 401,
        body: { message: METRICS_TOKEN_REQUIRED },
      });

      const health = await system.fetch('/api/health');
      expect({ status: health.status, body: await health.json() }).toEqual({
        status: 503,
        body: { status: 'error', message: SITE_DOWN_MESSAGE },
      });

      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: 'Bearer wrong-token' },
        { 'x-auth-token': system.secrets.METRICS_TOKEN },
      ];
      for (const headers of attempts) {
        const detail = await system.fetch('/api/health/detail', { headers });
        expect({ headers, status: detail.status, body: await detail.json() }).toEqual({
          headers,
          status: 401,
          body: { message: METRICS_TOKEN_REQUIRED },
        });
      }
    });

    it('gives the holder of METRICS_TOKEN the state of every dependency', async () => {
      const detail = await system.fetch('/api/health/detail', { headers: metricsAuth(system) });
      const body = await detail.json();
      expect(detail.status).toBe(503);
      expect(body.status).toBe('error');
      expect(Object.keys(body.details).sort()).toEqual(['postgres', 'redis', ...SERVICE_NAMES].sort());
      const states = Object.fromEntries(
        Object.entries(body.details as Record<string, { status: string }>).map(([name, state]) => [name, state.status]),
      );
      expect(states).toMatchObject({ postgres: 'up', redis: 'up', content: 'up', auth: 'down', donations: 'down' });
    });
  });

  describe('with METRICS_TOKEN', () => {
    const TOKEN = 'metrics-e2e-token-0123456789';
    let system: TestSystem;

    beforeAll(async () => {
      system = await TestSystem.start({
        label: 'metrics_token',
        processes: ['gateway'],
        env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_DEFAULT: '3/60' },
      });
    }, 120_000);

    afterAll(() => system?.stop());

    const scrape = async (headers: Record<string, string>) => {
      const response = await system.fetch('/api/metrics', { headers });
      const body = await response.text();
      return { status: response.status, body, challenge: response.headers.get('www-authenticate') };
    };

    it('answers 401 without the token, with another one or in another header, and 200 with it', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer wrong-token' },
        { 'x-auth-token': TOKEN },
        { authorization: TOKEN },
      ]) {
        const answer = await scrape(headers);
        expect({ headers, status: answer.status, challenge: answer.challenge }).toEqual({
          headers,
          status: 401,
          challenge: expect.stringMatching(/^Bearer/),
        });
        expect(answer.body).not.toContain('henesys_gateway_');
      }
      const answer = await scrape({ authorization: `Bearer ${TOKEN}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`${HTTP}_count`);
    });

    it('is never rate limited, even for a client over the limit of every other route (RATE_LIMIT_DEFAULT 3/60 here)', async () => {
      const live: number[] = [];
      for (let i = 0; i < 5 && !live.includes(429); i += 1) {
        const response = await system.fetch('/api/health/live');
        live.push(response.status);
        await response.arrayBuffer();
      }
      expect(live).toContain(429);
      const scrapes: number[] = [];
      for (let i = 0; i < 6; i += 1) scrapes.push((await scrape({ authorization: `Bearer ${TOKEN}` })).status);
      expect(scrapes).toEqual([200, 200, 200, 200, 200, 200]);
    });
  });
});
