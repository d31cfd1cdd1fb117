import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How a session stands in auth.sessions. */
export interface SessionState {
  expiresAt: Date;
  live: boolean;
}

/** The queries of auth.sessions: a row per session token (its jti), the truth about logouts. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the session (and the address it signed in from, when known); the user's expired rows go first. */
  async open(sessionId: string, userId: number, expiresAt: Date, address: string | null = null): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND expires_at < now()`, [userId]);
    await this.dataSource.query(
      `INSERT INTO auth.sessions (id, user_id, expires_at, address) VALUES ($1, $2, $3, $4)`,
      [sessionId, userId, expiresAt, address],
    );
  }

  /** The user's sessions neither logged out nor expired, newest first. */
  async liveOf(
    userId: number,
  ): Promise<Array<{ id: string; createdAt: Date; expiresAt: Date; address: string | null }>> {
    const rows: Array<{ id: string; created_at: Date; expires_at: Date; address: string | null }> =
      await this.dataSource.query(
        `SELECT id, created_at, expires_at, address FROM auth.sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 100`,
        [userId],
      );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      address: row.address,
    }));
  }

  /** Marks the session revoked (keeping the first revocation time) and answers when it expires; undefined when there is none. */
  async revoke(sessionId: string, userId: number): Promise<Date | undefined> {
    const [[row]]: [Array<{ expires_at: Date }>, number] = await this.dataSource.query(
      `UPDATE auth.sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND user_id = $2 RETURNING expires_at`,
      [sessionId, userId],
    );
    return row?.expires_at;
  }

  async stateOf(sessionId: string, userId: number): Promise<SessionState | undefined> {
    const [row]: Array<{ expires_at: Date; live: boolean }> = await this.dataSource.query(
      `SELECT expires_at, revoked_at IS NULL AND expires_at > now() AS live FROM auth.sessions WHERE id = $1 AND user_id = $2`,
      [sessionId, userId],
    );
    return row && { expiresAt: row.expires_at, live: row.live };
  }
}
