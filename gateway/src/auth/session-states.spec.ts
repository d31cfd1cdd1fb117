import { ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { RpcClient } from '../rpc/rpc-client';
import { SessionStates } from './session-states';

describe('SessionStates', () => {
  const asked: object[] = [];
  const rpc = {
    send: async (_pattern: string, payload: object) => (asked.push(payload), { live: false }),
  } as unknown as RpcClient;
  const redisAnswering = (get: () => Promise<string | null>) => ({ get }) as unknown as Redis;

  it('reads the state auth published, or asks auth when it is missing', async () => {
    expect(
      await new SessionStates(
        redisAnswering(async () => '1'),
        rpc,
      ).isLive(7, 's'),
    ).toBe(true);
    expect(
      await new SessionStates(
        redisAnswering(async () => '0'),
        rpc,
      ).isLive(7, 's'),
    ).toBe(false);
    expect(asked).toEqual([]);
    expect(
      await new SessionStates(
        redisAnswering(async () => null),
        rpc,
      ).isLive(7, 's'),
    ).toBe(false);
    expect(asked).toEqual([{ userId: 7, sessionId: 's' }]);
  });

  it('answers 503 when Redis cannot be read, so that no session is ended by it', async () => {
    const down = redisAnswering(async () => {
      throw new Error('Connection is closed.');
    });
    await expect(new SessionStates(down, rpc).isLive(7, 's')).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
