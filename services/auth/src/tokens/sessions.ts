import { Inject, Injectable } from '@nestjs/common';
import { sessionStateKey } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { SessionsRepository } from './sessions.repository';

const LIVE = '1';
const ENDED = '0';

/**
 * The server side of each session token: a row per token (its jti) in Postgres, the truth, and its
 * state in Redis for the gateways ('1' live, '0' logged out), kept until the token expires anyway.
 * Logging out marks the row and the key, so every gateway refuses the token at once.
 */
@Injectable()
export class Sessions {
  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  /** Records the session of a token valid until `expiresAt` (before the token is handed out); the user's expired rows go. */
  async open(sessionId: string, userId: number, expiresAt: Date, address: string | null = null): Promise<void> {
    await this.sessions.open(sessionId, userId, expiresAt, address);
    await this.publish(sessionId, LIVE, expiresAt);
  }

  /** Idempotent: ending an ended or unknown session changes nothing. */
  async end(userId: number, sessionId: string): Promise<void> {
    const expiresAt = await this.sessions.revoke(sessionId, userId);
    if (expiresAt) await this.publish(sessionId, ENDED, expiresAt);
  }

  /**
   * Whether the session is live, from the database, published again for the gateways. Only where no
   * state is published yet (NX): a logout that landed meanwhile is never overwritten by this older read.
   */
  async isLive(userId: number, sessionId: string): Promise<boolean> {
    const session = await this.sessions.stateOf(sessionId, userId);
    if (!session) return false;
    await this.publish(sessionId, session.live ? LIVE : ENDED, session.expiresAt, true);
    return session.live;
  }

  private async publish(sessionId: string, state: string, expiresAt: Date, onlyIfMissing = false): Promise<void> {
    const seconds = Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000);
    if (seconds <= 0) return;
    if (onlyIfMissing) await this.redis.set(sessionStateKey(sessionId), state, 'EX', seconds, 'NX');
    else await this.redis.set(sessionStateKey(sessionId), state, 'EX', seconds);
  }
}
