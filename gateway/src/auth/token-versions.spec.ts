import { ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { RpcClient } from '../rpc/rpc-client';
import { TokenVersions } from './token-versions';

describe('TokenVersions', () => {
  const rpc = { send: async () => ({ tokenVersion: 3 }) } as unknown as RpcClient;
  const redisAnswering = (get: () => Promise<string | null>) => ({ get }) as unknown as Redis;

  it('reads the version auth published, or asks auth when it is missing', async () => {
    expect(
      await new TokenVersions(
        redisAnswering(async () => '2'),
        rpc,
      ).current(7),
    ).toBe(2);
    expect(
      await new TokenVersions(
        redisAnswering(async () => null),
        rpc,
      ).current(7),
    ).toBe(3);
  });

  it('answers 503 when Redis cannot be read (a restart), so that no session is ended by it', async () => {
    const down = redisAnswering(async () => {
      throw new Error('Connection is closed.');
    });
    await expect(new TokenVersions(down, rpc).current(7)).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
