import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
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
    // Redis unreachable (restarting, say) is no reason to sign everyone out: a 503, which the guard passes on, not a 401.
    const cached = await this.redis.get(tokenVersionKey(userId)).catch(() => {
      throw new ServiceUnavailableException('The service is temporarily unavailable. Please try again shortly.');
    });
    if (cached !== null) return Number(cached);
    try {
      return (await this.rpc.send(PATTERNS.authTokenVersion, { userId })).tokenVersion;
    } catch (error) {
      if (error instanceof ServiceErrorException && error.getStatus() === 404) return null;
      throw error;
    }
  }
}
