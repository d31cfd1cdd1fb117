import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** An email change as its undo link records it. */
export interface RecordedEmailChange {
  userId: number;
  oldEmail: string;
  newEmail: string;
  tokenHash: string;
  validDays: number;
}

/** The queries of auth.email_changes: the undo links mailed to the old address. All run in the caller's transaction. */
@Injectable()
export class EmailChangesRepository {
  /** Records the change and its link; answers its id. */
  async record(manager: EntityManager, change: RecordedEmailChange): Promise<number> {
    const [row]: Array<{ id: number }> = await manager.query(
      `INSERT INTO auth.email_changes (user_id, old_email, new_email, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING id`,
      [change.userId, change.oldEmail, change.newEmail, change.tokenHash, change.validDays],
    );
    return row.id;
  }

  /** Uses the open, unexpired link up and answers what it undoes; undefined when there is none. */
  async use(manager: EntityManager, tokenHash: string): Promise<{ userId: number; oldEmail: string } | undefined> {
    const [rows]: [Array<{ user_id: number; old_email: string }>, number] = await manager.query(
      `UPDATE auth.email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, old_email`,
      [tokenHash],
    );
    return rows[0] && { userId: rows[0].user_id, oldEmail: rows[0].old_email };
  }

  /** Every other open undo link of the user is used up too, so a later change cannot be replayed over it. */
  async useAllOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`UPDATE auth.email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
  }
}
