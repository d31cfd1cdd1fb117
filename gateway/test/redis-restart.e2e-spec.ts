import { TestSystem } from '@henesys/testing';

async function statusWithin(system: TestSystem, timeoutMs: number): Promise<{ status: number; afterMs: number }> {
  const started = Date.now();
  let status = 0;
  while (Date.now() - started < timeoutMs) {
    status = await system.fetch('/api/server-status').then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { status, afterMs: Date.now() - started };
}

/** The transport is set to reconnect: a Redis restart must not end it for good (Nest's default). */
describe('a Redis restart during a run', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'redis_restart',
      processes: ['content', 'gateway'],
      env: { RPC_TIMEOUT_MS: '1000' },
    });
  }, 120_000);

  afterAll(() => system?.stop());

  it('heals by itself: services and gateway reconnect and resubscribe', async () => {
    expect((await system.fetch('/api/server-status')).status).toBe(200);

    await system.redis.restart();
    const recovered = await statusWithin(system, 20_000);

    expect(recovered.status).toBe(200);
    expect(system.unexpectedExits).toEqual([]);
    console.log(`Recovered ${recovered.afterMs} ms after the Redis restart`);
  }, 60_000);

  it('answers 503 while Redis is down, without hanging', async () => {
    await system.redis.stop();
    try {
      const started = Date.now();
      const response = await system.fetch('/api/server-status');
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await system.redis.restart();
    }
    expect((await statusWithin(system, 20_000)).status).toBe(200);
  }, 60_000);
});
