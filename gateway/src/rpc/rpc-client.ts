import { GatewayTimeoutException, Inject, Injectable, Logger, OnApplicationBootstrap, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { isRpcErrorPayload, RpcPattern, RpcRequest, RpcResponse } from '@henesys/contracts';
import type Redis from 'ioredis';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GatewayEnv } from '../config/gateway-env';
import { ServiceErrorException } from '../errors/service-error.exception';
import { GatewayMetrics, RpcOutcome } from '../metrics/gateway-metrics';
import { REDIS, TRANSPORT } from './tokens';

/** A service's own error answer is `error`; no answer in time `timeout`; no listener or a broken transport `unavailable`. */
function outcomeOf(error: unknown): RpcOutcome {
  if (error instanceof ServiceErrorException) return 'error';
  return error instanceof GatewayTimeoutException ? 'timeout' : 'unavailable';
}

/**
 * The one way the gateway talks to services: a typed request with a deadline.
 * A pattern nobody listens to fails at once with 503; a silent service fails with 504 at the deadline.
 */
@Injectable()
export class RpcClient implements OnApplicationBootstrap {
  private readonly logger = new Logger(RpcClient.name);

  constructor(
    @Inject(TRANSPORT) private readonly transport: ClientProxy,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: GatewayEnv,
    private readonly metrics: GatewayMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.transport.connect().catch((error: unknown) => this.logger.warn(`Transport not connected yet: ${String(error)}`));
  }

  /** Timed in the metrics by pattern and outcome. */
  async send<P extends RpcPattern>(pattern: P, payload: RpcRequest<P>, timeoutMs = this.env.RPC_TIMEOUT_MS): Promise<RpcResponse<P>> {
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

  private async request<P extends RpcPattern>(pattern: P, payload: RpcRequest<P>, timeoutMs: number): Promise<RpcResponse<P>> {
    const service = pattern.split('.')[0];
    if (!(await this.hasListener(pattern))) {
      throw new ServiceUnavailableException(`The ${service} service is unavailable. Please try again shortly.`);
    }
    try {
      return await firstValueFrom(this.transport.send<RpcResponse<P>>(pattern, payload).pipe(timeout(timeoutMs)));
    } catch (error) {
      if (error instanceof TimeoutError) {
        throw new GatewayTimeoutException(`The ${service} service did not answer in time. Please try again shortly.`);
      }
      if (isRpcErrorPayload(error)) throw new ServiceErrorException(error);
      this.logger.warn(`RPC ${pattern} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(`The ${service} service is unavailable. Please try again shortly.`);
    }
  }

  private async hasListener(pattern: string): Promise<boolean> {
    try {
      const reply = (await this.redis.call('PUBSUB', 'NUMSUB', pattern)) as [string, number];
      return Number(reply[1]) > 0;
    } catch {
      return false;
    }
  }
}
