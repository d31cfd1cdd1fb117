import { ClientRedis } from '@nestjs/microservices';

/**
 * Nest's Redis client subscribes to a pattern's reply channel when a call starts with none in flight
 * and unsubscribes when the last one ends, so at a few calls at a time most calls paid a SUBSCRIBE
 * round trip before their request could go out, and an UNSUBSCRIBE after (docs/benchmarks.md, "The
 * uncached request path"). This one stays subscribed to a reply channel once it has one: a handful
 * of channels, one per pattern the gateway calls. After a lost connection Nest forgets its channels
 * and subscribes again on the next call (ioredis resubscribes as well; a second SUBSCRIBE is harmless).
 */
export class SubscribedRepliesRedisClient extends ClientRedis {
  protected override unsubscribeFromChannel(channel: string): void {
    // At least 1 keeps publish() from subscribing again; the map is cleared when the connection is lost.
    if (this.subscriptionsCount.has(channel))
      this.subscriptionsCount.set(channel, Math.max(1, (this.subscriptionsCount.get(channel) ?? 1) - 1));
  }
}
