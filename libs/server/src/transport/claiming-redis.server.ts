import { hostname } from 'node:os';
import { Logger } from '@nestjs/common';
import { ServerRedis } from '@nestjs/microservices';
import type Redis from 'ioredis';
import { runWithRequestId } from '../tracing/request-context';

/** How long a claim is kept: far longer than any request may take, short enough to expire on its own. */
const CLAIM_TTL_MS = 60_000;

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

  override async handleMessage(channel: string, buffer: string, pub: Redis, pattern: string): Promise<unknown> {
    const packet = this.parseMessage(buffer) as RequestPacket;
    if (packet.instance !== undefined) {
      if (packet.instance !== this.instance) return;
    } else if (packet.id !== undefined && !(await this.claim(pub, packet.id))) {
      return;
    }
    return runWithRequestId(packet.requestId, () => {
      this.rpcLogger.debug(`Handling ${channel}`);
      return super.handleMessage(channel, buffer, pub, pattern);
    });
  }

  private async claim(pub: Redis, id: string): Promise<boolean> {
    return (await pub.set(`rpc:claim:${id}`, this.claimant, 'PX', CLAIM_TTL_MS, 'NX')) === 'OK';
  }
}
