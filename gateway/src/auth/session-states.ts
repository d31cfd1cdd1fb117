import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { PATTERNS, sessionStateKey } from '@henesys/contracts';
import type Redis from 'ioredis';
import { RpcClient } from '../rpc/rpc-client';
import { REDIS } from '../rpc/tokens';

/**
 * Whether one session (a token's jti) is live: from the Redis key auth publishes ('1' live, '0'
 * logged out), or asked of auth, which keeps every session in Postgres, when the key is missing.
 */
@Injectable()
export class SessionStates {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rpc: RpcClient,
  ) {}

  async isLive(userId: number, sessionId: string): Promise<boolean> {
    // As for token versions: Redis unreachable ends no session, it is a 503.
    const published = await this.redis.get(sessionStateKey(sessionId)).catch(() => {
      throw new ServiceUnavailableException('The service is temporarily unavailable. Please try again shortly.');
    });
    if (published !== null) return published === '1';
    return (await this.rpc.send(PATTERNS.authSessionState, { userId, sessionId })).live;
  }
}
