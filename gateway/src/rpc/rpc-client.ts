import {
  GatewayTimeoutException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { isRpcErrorPayload, RpcPattern, RpcRequest, RpcResponse } from '@henesys/contracts';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { firstValueFrom, from, race, timeout, TimeoutError } from 'rxjs';
import { GatewayEnv } from '../config/gateway-env';
import { ServiceErrorException } from '../errors/service-error.exception';
import { GatewayMetrics, RpcOutcome } from '../metrics/gateway-metrics';
import { REDIS, TRANSPORT } from './tokens';

/** A service's own error answer is `error`; no answer in time `timeout`; no listener or a broken transport `unavailable`. */
/**
 * How long a pattern found listened to is trusted without asking Redis again (PUBSUB NUMSUB costs a
 * round trip per request); a pattern found unheard is asked again on the next call.
 */
export const LISTENER_CHECK_TTL_MS = 1_000;
/**
 * A trusted answer may be stale (the service died within the second): a request still unanswered
 * after this long asks again, and fails at once with 503 when nobody listens any more.
 */
export const LISTENER_RECHECK_MS = 250;

function outcomeOf(error: unknown): RpcOutcome {
  if (error instanceof ServiceErrorException) return 'error';
  return error instanceof GatewayTimeoutException ? 'timeout' : 'unavailable';
}

const unavailable = (service: string) =>
  new ServiceUnavailableException(`The ${service} service is unavailable. Please try again shortly.`);

/**
 * The one way the gateway talks to services: a typed request with a deadline.
 * A pattern nobody listens to fails at once with 503; a silent service fails with 504 at the deadline.
 */
@Injectable()
export class RpcClient implements OnApplicationBootstrap {
  private readonly logger = new Logger(RpcClient.name);
  private readonly listened = new LRUCache<string, true>({ max: 1_000, ttl: LISTENER_CHECK_TTL_MS });

  constructor(
    @Inject(TRANSPORT) private readonly transport: ClientProxy,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: GatewayEnv,
    private readonly metrics: GatewayMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.transport
      .connect()
      .catch((error: unknown) => this.logger.warn(`Transport not connected yet: ${String(error)}`));
  }

  /** Timed in the metrics by pattern and outcome. */
  async send<P extends RpcPattern>(
    pattern: P,
    payload: RpcRequest<P>,
    timeoutMs = this.env.RPC_TIMEOUT_MS,
  ): Promise<RpcResponse<P>> {
    const done = this.metrics.rpcTimer(pattern);
    try {
      const answer = await this.request(pattern, payload, timeoutMs);
      done('ok');
      return answer;
    } catch (error) {
      done(outcomeOf(error));
      throw error;
    }
  }

  private async request<P extends RpcPattern>(
    pattern: P,
    payload: RpcRequest<P>,
    timeoutMs: number,
  ): Promise<RpcResponse<P>> {
    const service = pattern.split('.')[0];
    if ((await this.listeners(pattern)) !== 'heard') throw unavailable(service);
    const watch = this.watchListener(pattern, service);
    try {
      // race() unsubscribes the loser: a request refused by the recheck leaves no deadline timer behind.
      return await firstValueFrom(
        race(this.transport.send<RpcResponse<P>>(pattern, payload).pipe(timeout(timeoutMs)), from(watch.lost)),
      );
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      if (error instanceof TimeoutError) {
        throw new GatewayTimeoutException(`The ${service} service did not answer in time. Please try again shortly.`);
      }
      if (isRpcErrorPayload(error)) throw new ServiceErrorException(error);
      this.logger.warn(`RPC ${pattern} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw unavailable(service);
    } finally {
      watch.stop();
    }
  }

  /** Rejects with 503 when, LISTENER_RECHECK_MS into a request, nobody listens to its pattern any more. */
  private watchListener(pattern: string, service: string): { lost: Promise<never>; stop: () => void } {
    let timer: NodeJS.Timeout | undefined;
    const lost = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.listened.delete(pattern);
        // Only a definite "nobody": a Redis slow to answer under load is no reason to drop a call in progress.
        void this.listeners(pattern).then((found) => found === 'none' && reject(unavailable(service)));
      }, LISTENER_RECHECK_MS);
    });
    return { lost, stop: () => clearTimeout(timer) };
  }

  /** Whether a service listens to the pattern: 'unknown' when Redis did not answer the question. */
  private async listeners(pattern: string): Promise<'heard' | 'none' | 'unknown'> {
    if (this.listened.has(pattern)) return 'heard';
    try {
      const reply = (await this.redis.call('PUBSUB', 'NUMSUB', pattern)) as [string, number];
      if (Number(reply[1]) === 0) return 'none';
      this.listened.set(pattern, true);
      return 'heard';
    } catch {
      return 'unknown';
    }
  }
}
