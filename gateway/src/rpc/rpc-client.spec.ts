import { GatewayTimeoutException, ServiceUnavailableException } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type Redis from 'ioredis';
import { NEVER, Observable, of } from 'rxjs';
import type { GatewayEnv } from '../config/gateway-env';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { LISTENER_RECHECK_MS, RpcClient } from './rpc-client';

/** The transport answers from `reply`; Redis reports `listeners` subscribers to any pattern. */
function clientWith(reply: () => Observable<unknown>, listeners: { count: number }, timeoutMs = 2_000) {
  const numsub = jest.fn(async (_command: string, _subcommand: string, pattern: string) => [pattern, listeners.count]);
  const transport = { send: jest.fn(() => reply()) } as unknown as ClientProxy;
  const metrics = { rpcTimer: () => () => undefined } as unknown as GatewayMetrics;
  const client = new RpcClient(
    transport,
    { call: numsub } as unknown as Redis,
    { RPC_TIMEOUT_MS: timeoutMs } as GatewayEnv,
    metrics,
  );
  return { client, numsub };
}

describe('RpcClient listener check', () => {
  it('asks Redis who listens once for calls within a second of each other', async () => {
    const { client, numsub } = clientWith(() => of({ ok: true }), { count: 1 });
    await client.send('content.status' as never, {} as never);
    await client.send('content.status' as never, {} as never);
    expect(numsub).toHaveBeenCalledTimes(1);
  });

  it('answers 503 at once for a pattern nobody listens to, and asks again on the next call', async () => {
    const { client, numsub } = clientWith(() => of({ ok: true }), { count: 0 });
    await expect(client.send('content.status' as never, {} as never)).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );
    await expect(client.send('content.status' as never, {} as never)).rejects.toThrow(
      'The content service is unavailable. Please try again shortly.',
    );
    expect(numsub).toHaveBeenCalledTimes(2);
  });

  it('answers 503 a moment into the call when a service trusted a second ago has gone since', async () => {
    const listeners = { count: 1 };
    let reply: () => Observable<unknown> = () => of(1);
    const { client } = clientWith(() => reply(), listeners, 5_000);
    await expect(client.send('content.status' as never, {} as never)).resolves.toBe(1);
    listeners.count = 0;
    reply = () => NEVER;
    const started = Date.now();
    await expect(client.send('content.status' as never, {} as never)).rejects.toThrow(
      'The content service is unavailable. Please try again shortly.',
    );
    const elapsed = Date.now() - started;
    // Trusted from the first call (no 503 before the recheck), refused at the recheck (long before the 5 s deadline).
    expect(elapsed).toBeGreaterThanOrEqual(LISTENER_RECHECK_MS - 10);
    expect(elapsed).toBeLessThan(LISTENER_RECHECK_MS + 500);
  });

  it('keeps waiting for the answer when Redis cannot say who listens during the call (a slow Redis under load)', async () => {
    let failing = false;
    const numsub = jest.fn(async () => {
      if (failing) throw new Error('Command timed out');
      return ['content.status', 1];
    });
    let reply: () => Observable<unknown> = () => of(1);
    const transport = { send: jest.fn(() => reply()) } as unknown as ClientProxy;
    const metrics = { rpcTimer: () => () => undefined } as unknown as GatewayMetrics;
    const client = new RpcClient(
      transport,
      { call: numsub } as unknown as Redis,
      { RPC_TIMEOUT_MS: 5_000 } as GatewayEnv,
      metrics,
    );
    await client.send('content.status' as never, {} as never);
    failing = true;
    reply = () => new Observable((subscriber) => void setTimeout(() => subscriber.next(2), LISTENER_RECHECK_MS + 200));
    await expect(client.send('content.status' as never, {} as never)).resolves.toBe(2);
  });

  it('waits for the deadline (504) while the service still listens but does not answer', async () => {
    const { client } = clientWith(() => NEVER, { count: 1 }, 600);
    const started = Date.now();
    await expect(client.send('content.status' as never, {} as never)).rejects.toBeInstanceOf(GatewayTimeoutException);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });
});
