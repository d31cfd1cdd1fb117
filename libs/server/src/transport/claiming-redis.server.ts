import { hostname } from 'node:os';
import { Logger } from '@nestjs/common';
import { RedisOptions, ServerRedis } from '@nestjs/microservices';
import type Redis from 'ioredis';
import { runWithRequestId } from '../tracing/request-context';

/** What a request carries on the wire besides Nest's { pattern, data, id }. */
interface RequestPacket {
  id?: string;
  /** Set by the gateway: the HTTP request's id, for the logs. */
  requestId?: string;
  /** Set by health probes that must reach one particular process (a container's own healthcheck). */
  instance?: string;
}

/**
 * Nest's Redis transport is publish/subscribe: every copy of a service receives every request. This
 * server makes a service safe to run as N replicas: the first copy to claim the request's id in Redis
 * (SET NX) handles and answers it; the others drop it. Events (no id) are not used by this system.
 * A probe naming an instance is answered by that instance only, without a claim.
 */
export class ClaimingRedisServer extends ServerRedis {
  /** Health probes name a host; the claim records host and process, to tell replicas apart. */
  readonly instance = hostname();
  private readonly claimant = `${this.instance}/${process.pid}`;
  private readonly rpcLogger = new Logger('Rpc');

  /**
   * `claimTtlMs`: how long a claim is kept. Every copy receives a request within milliseconds of the
   * others, so the caller's deadline (RPC_TIMEOUT_MS) is ample, and claims expire with the requests.
   */
  constructor(
    options: NonNullable<RedisOptions['options']>,
    private readonly claimTtlMs: number,
  ) {
    super(options);
  }

  override async handleMessage(channel: string, buffer: string, pub: Redis, pattern: string): Promise<unknown> {
    const packet = this.parseMessage(buffer) as RequestPacket;
    if (packet.instance !== undefined) {
      if (packet.instance !== this.instance) return;
    } else if (packet.id !== undefined && !(await this.claim(pub, packet.id))) {
      return;
    }
    return runWithRequestId(packet.requestId, () => {
      this.rpcLogger.debug(`Handling ${channel}`);
      // The packet goes on parsed: Nest's handler parses its argument again unless it is parsed already (below).
      return super.handleMessage(channel, packet as unknown as string, pub, pattern);
    });
  }

  override parseMessage(content: unknown): Record<string, unknown> {
    return typeof content === 'string' || Buffer.isBuffer(content)
      ? super.parseMessage(content)
      : (content as Record<string, unknown>);
  }

  private async claim(pub: Redis, id: string): Promise<boolean> {
    return (await pub.set(`rpc:claim:${id}`, this.claimant, 'PX', this.claimTtlMs, 'NX')) === 'OK';
  }
}
