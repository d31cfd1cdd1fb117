import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** The queries of auth.password_resets: the mailed reset links, only their SHA-256 stored. */
@Injectable()
export class PasswordResetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new link valid for `minutes`, replacing the user's open ones, in one transaction; answers its id. */
  async issue(userId: number, tokenHash: string, minutes: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE auth.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
      ]);
      const [row]: Array<{ id: number }> = await manager.query(
        `INSERT INTO auth.password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
        [userId, tokenHash, minutes],
      );
      return row.id;
    });
  }

  /** Whole minutes the open link has left; undefined when it is unknown, used or expired. */
  async minutesLeft(tokenHash: string): Promise<number | undefined> {
    const [row]: Array<{ minutes_left: number }> = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM expires_at - now()) / 60)::int AS minutes_left FROM auth.password_resets
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return row?.minutes_left;
  }

  /** Uses the open link up in the caller's transaction and answers its user; undefined when there is none. */
  async use(manager: EntityManager, tokenHash: string): Promise<number | undefined> {
    const [rows]: [Array<{ user_id: number }>, number] = await manager.query(
      `UPDATE auth.password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id;
  }
}
