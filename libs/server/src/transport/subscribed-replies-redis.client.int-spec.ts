import { OwnRedisServer } from '@henesys/runner';
import Redis from 'ioredis';
import { firstValueFrom, timeout } from 'rxjs';
import { redisTransportOptions } from './redis-options';
import { SubscribedRepliesRedisClient } from './subscribed-replies-redis.client';

/** A service stand-in on the wire Nest's Redis transport uses: each request on `echo` answered on `echo.reply`. */
async function echoService(url: string): Promise<{ requests: number; stop: () => Promise<unknown> }> {
  const listener = new Redis(url);
  const publisher = new Redis(url);
  const seen = { requests: 0, stop: () => Promise.all([listener.quit(), publisher.quit()]) };
  listener.on('message', (_channel, message: string) => {
    const { id, data } = JSON.parse(message) as { id: string; data: unknown };
    seen.requests += 1;
    void publisher.publish('echo.reply', JSON.stringify({ id, response: { echoed: data }, isDisposed: true }));
  });
  await listener.subscribe('echo');
  return seen;
}

const replyListeners = async (redis: Redis) =>
  Number(((await redis.call('PUBSUB', 'NUMSUB', 'echo.reply')) as [string, number])[1]);

describe('SubscribedRepliesRedisClient', () => {
  let redis: OwnRedisServer;
  let admin: Redis;

  beforeAll(async () => {
    redis = await OwnRedisServer.start();
    admin = new Redis(redis.url);
  });

  afterAll(async () => {
    await admin.quit();
    await redis.stop();
  });

  it('answers each call, and stays subscribed to the reply channel between calls', async () => {
    const service = await echoService(redis.url);
    const client = new SubscribedRepliesRedisClient(redisTransportOptions(redis.url));
    try {
      await client.connect();
      expect(await firstValueFrom(client.send('echo', { n: 1 }))).toEqual({ echoed: { n: 1 } });
      expect(await replyListeners(admin)).toBe(1);
      const answers = await Promise.all([2, 3, 4].map((n) => firstValueFrom(client.send('echo', { n }))));
      expect(answers).toEqual([2, 3, 4].map((n) => ({ echoed: { n } })));
      expect(await firstValueFrom(client.send('echo', { n: 5 }))).toEqual({ echoed: { n: 5 } });
      expect(await replyListeners(admin)).toBe(1);
      expect(service.requests).toBe(5);
    } finally {
      await client.close();
      await service.stop();
    }
  });

  it('answers again after Redis restarts', async () => {
    const client = new SubscribedRepliesRedisClient(redisTransportOptions(redis.url));
    let service = await echoService(redis.url);
    try {
      await client.connect();
      expect(await firstValueFrom(client.send('echo', { n: 1 }))).toEqual({ echoed: { n: 1 } });
      await service.stop();
      await redis.restart();
      service = await echoService(redis.url);
      const deadline = Date.now() + 10_000;
      let answer: unknown;
      while (answer === undefined && Date.now() < deadline) {
        // A request published before the echo service is subscribed again is never answered.
        answer = await firstValueFrom(client.send('echo', { n: 2 }).pipe(timeout(1_000))).catch(
          () => new Promise((resolve) => setTimeout(() => resolve(undefined), 200)),
        );
      }
      expect(answer).toEqual({ echoed: { n: 2 } });
      expect(await replyListeners(admin)).toBe(1);
    } finally {
      await client.close();
      await service.stop();
    }
  });
});
