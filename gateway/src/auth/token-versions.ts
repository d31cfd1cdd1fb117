import { Inject, Injectable } from '@nestjs/common';
import { PATTERNS, tokenVersionKey } from '@henesys/contracts';
import type Redis from 'ioredis';
import { ServiceErrorException } from '../errors/service-error.exception';
import { RpcClient } from '../rpc/rpc-client';
import { REDIS } from '../rpc/tokens';

/**
 * A user's current token version: from the Redis key auth publishes, or asked of auth when the key
 * is missing (auth then writes it again). Null when the user no longer exists.
 */
@Injectable()
export class TokenVersions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rpc: RpcClient,
  ) {}

  async current(userId: number): Promise<number | null> {
    const cached = await this.redis.get(tokenVersionKey(userId));
    if (cached !== null) return Number(cached);
    try {
      return (await this.rpc.send(PATTERNS.authTokenVersion, { userId })).tokenVersion;
    } catch (error) {
      if (error instanceof ServiceErrorException && error.getStatus() === 404) return null;
      throw error;
    }
  }
}
