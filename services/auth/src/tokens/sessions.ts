import { Inject, Injectable } from '@nestjs/common';
import { sessionStateKey } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';

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
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  /** Records the session of a token valid until `expiresAt` (before the token is handed out); the user's expired rows go. */
  async open(sessionId: string, userId: number, expiresAt: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND expires_at < now()`, [userId]);
    await this.dataSource.query(`INSERT INTO auth.sessions (id, user_id, expires_at) VALUES ($1, $2, $3)`, [sessionId, userId, expiresAt]);
    await this.publish(sessionId, LIVE, expiresAt);
  }

  /** Idempotent: ending an ended or unknown session changes nothing. */
  async end(userId: number, sessionId: string): Promise<void> {
    const [[ended]] = await this.dataSource.query(
      `UPDATE auth.sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND user_id = $2 RETURNING expires_at`,
      [sessionId, userId],
    );
    if (ended) await this.publish(sessionId, ENDED, ended.expires_at);
  }

  /**
   * Whether the session is live, from the database, published again for the gateways. Only where no
   * state is published yet (NX): a logout that landed meanwhile is never overwritten by this older read.
   */
  async isLive(userId: number, sessionId: string): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT expires_at, revoked_at IS NULL AND expires_at > now() AS live FROM auth.sessions WHERE id = $1 AND user_id = $2`,
      [sessionId, userId],
    );
    if (!row) return false;
    await this.publish(sessionId, row.live ? LIVE : ENDED, row.expires_at, true);
    return row.live;
  }

  private async publish(sessionId: string, state: string, expiresAt: Date, onlyIfMissing = false): Promise<void> {
    const seconds = Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000);
    if (seconds <= 0) return;
    if (onlyIfMissing) await this.redis.set(sessionStateKey(sessionId), state, 'EX', seconds, 'NX');
    else await this.redis.set(sessionStateKey(sessionId), state, 'EX', seconds);
  }
}
