import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE } from '@henesys/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { BumpedUser, NewUser, toUser, User, USER_COLUMNS, UserRow } from './user';

/** Thrown when another user has the name (the unique key on lower(username)). */
export class UsernameTaken extends Error {}

/** Thrown when another user has the email (the unique key on lower(email)). */
export class EmailTaken extends Error {}

/** Thrown when a role change would leave the site without an Admin (Admins by GM level do not count). */
export class LastAdmin extends Error {}

interface BumpedRow {
  id: number;
  username: string;
  token_version: number;
  game_account_id: number;
}

const TAKEN_BY_CONSTRAINT: Record<string, () => Error> = {
  users_username_key: () => new UsernameTaken(),
  users_email_key: () => new EmailTaken(),
};

/** The named error for a unique key in `keys` that refused the row; any other error unchanged. */
function takenOr(error: unknown, keys: string[]): unknown {
  const constraint =
    error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
  return constraint && keys.includes(constraint) ? TAKEN_BY_CONSTRAINT[constraint]() : error;
}

/** The SQL queries of auth.users. Methods taking an EntityManager run inside the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: number): Promise<User | null> {
    return this.one(`id = $1`, id);
  }

  findByGameAccount(gameAccountId: number): Promise<User | null> {
    return this.one(`game_account_id = $1`, gameAccountId);
  }

  findByName(name: string): Promise<User | null> {
    return this.one(`lower(username) = lower($1)`, name);
  }

  async setLastLogin(id: number, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE auth.users SET last_login = $2 WHERE id = $1`, [id, at]);
  }

  /** A new secret waits for its first code (two-factor stays off until then); no step of it is accepted yet. */
  async setPendingTwoFactorSecret(id: number, sealedSecret: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth.users SET two_factor_secret = $2, totp_last_step = NULL WHERE id = $1`, [
      id,
      sealedSecret,
    ]);
  }

  async setIpLock(id: number, enabled: boolean, address: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE auth.users SET ip_lock_enabled = $2, ip_lock_address = $3 WHERE id = $1`, [
      id,
      enabled,
      address,
    ]);
  }

  /** Signs a user up; UsernameTaken or EmailTaken when another user has the name or the email. */
  async insert(user: NewUser): Promise<number> {
    const [row]: Array<{ id: number }> = await this.dataSource
      .query(
        `INSERT INTO auth.users (username, email, birthday, game_account_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [user.username, user.email, user.birthday, user.gameAccountId],
      )
      .catch((error: unknown) => {
        throw takenOr(error, ['users_username_key', 'users_email_key']);
      });
    return row.id;
  }

  /** Inserts the user unless a unique key (name, email, game account) says one is there already. */
  async insertIfAbsent(user: NewUser & { role: string }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth.users (username, email, birthday, role, game_account_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [user.username, user.email, user.birthday, user.role, user.gameAccountId],
    );
  }

  /** The demo user of the game account, its role set again when it exists; false when a unique key kept it out. */
  async upsertDemo(user: NewUser & { role: string }): Promise<boolean> {
    const upserted: unknown[] = await this.dataSource.query(
      `INSERT INTO auth.users (username, email, birthday, role, game_account_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (game_account_id) DO UPDATE SET role = EXCLUDED.role
       RETURNING id`,
      [user.username, user.email, user.birthday, user.role, user.gameAccountId],
    );
    return upserted.length > 0;
  }

  async remove(id: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.users WHERE id = $1`, [id]);
  }

  /** The user the three details name together, or undefined. */
  async findForReset(
    username: string,
    email: string,
    birthday: string,
  ): Promise<{ id: number; username: string; email: string } | undefined> {
    const [row]: Array<{ id: number; username: string; email: string }> = await this.dataSource.query(
      `SELECT id, username, email FROM auth.users
       WHERE lower(username) = lower($1) AND lower(email) = lower($2) AND birthday::text = $3`,
      [username, email, birthday],
    );
    return row;
  }

  /** The names of the site's Admins, by name. */
  async namesWithRole(role: string): Promise<string[]> {
    const rows: Array<{ username: string }> = await this.dataSource.query(
      `SELECT username FROM auth.users WHERE role = $1 ORDER BY lower(username)`,
      [role],
    );
    return rows.map((row) => row.username);
  }

  async setRole(id: number, role: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth.users SET role = $2 WHERE id = $1`, [id, role]);
  }

  /**
   * Sets the role in the caller's transaction; LastAdmin when it takes the role from the last Admin. The
   * Admins' rows stay locked until the transaction ends, so two demotions at once cannot both pass the count.
   */
  async setRoleKeepingAnAdmin(manager: EntityManager, id: number, role: string): Promise<void> {
    const admins: Array<{ id: number }> = await manager.query(
      `SELECT id FROM auth.users WHERE role = $1 ORDER BY id FOR UPDATE`,
      [ADMIN_ROLE],
    );
    if (role !== ADMIN_ROLE && admins.length === 1 && admins[0].id === id) throw new LastAdmin();
    await manager.query(`UPDATE auth.users SET role = $2 WHERE id = $1`, [id, role]);
  }

  /** The game accounts of up to `limit` users whose email starts with `prefix` (a LIKE pattern, escaped). */
  gameAccountsByEmailPrefix(prefix: string, limit: number): Promise<number[]> {
    return this.gameAccountIds(`lower(email) LIKE lower($1)`, prefix, limit);
  }

  /** The game accounts of the users (up to `limit`). */
  gameAccountsOf(userIds: number[], limit: number): Promise<number[]> {
    return this.gameAccountIds(`id = ANY($1)`, userIds, limit);
  }

  /**
   * Every session token of the user issued before stops working: tokens carry the version, and the
   * gateway refuses an older one; their session rows are marked ended too, so lists of live sessions
   * agree. Publish the result after the transaction commits.
   */
  async bumpTokenVersion(manager: EntityManager, userId: number): Promise<BumpedUser> {
    await manager.query(
      `UPDATE auth.sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [userId],
    );
    const [[row]]: [BumpedRow[], number] = await manager.query(
      `UPDATE auth.users SET token_version = token_version + 1 WHERE id = $1 RETURNING id, username, token_version, game_account_id`,
      [userId],
    );
    return { id: row.id, username: row.username, tokenVersion: row.token_version, gameAccountId: row.game_account_id };
  }

  /**
   * Sets email and birthday under the row lock and answers the email as it was under that lock;
   * EmailTaken when another user has the new email.
   */
  async updateProfile(manager: EntityManager, userId: number, email: string, birthday: string): Promise<string | null> {
    const [[row]]: [Array<{ old_email: string | null }>, number] = await manager
      .query(
        `UPDATE auth.users AS u SET email = $2, birthday = $3 FROM (SELECT id, email FROM auth.users WHERE id = $1 FOR UPDATE) AS old
         WHERE u.id = old.id RETURNING old.email AS old_email`,
        [userId, email, birthday],
      )
      .catch((error: unknown) => {
        throw takenOr(error, ['users_email_key']);
      });
    return row.old_email;
  }

  /** Puts the old email back and answers what the game account needs; EmailTaken when another user has it now. */
  async restoreEmail(
    manager: EntityManager,
    userId: number,
    email: string,
  ): Promise<{ birthday: string; gameAccountId: number }> {
    const [[row]]: [Array<{ birthday: string; game_account_id: number }>, number] = await manager
      .query(`UPDATE auth.users SET email = $2 WHERE id = $1 RETURNING birthday::text, game_account_id`, [
        userId,
        email,
      ])
      .catch((error: unknown) => {
        throw takenOr(error, ['users_email_key']);
      });
    return { birthday: row.birthday, gameAccountId: row.game_account_id };
  }

  /** Moves the last accepted TOTP step forward; false when `step` (or a later one) was accepted already. */
  async acceptTotpStep(userId: number, step: number): Promise<boolean> {
    const [, updated]: [unknown, number] = await this.dataSource.query(
      `UPDATE auth.users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [userId, step],
    );
    return updated === 1;
  }

  async markTwoFactorEnabled(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`UPDATE auth.users SET two_factor_enabled = true WHERE id = $1`, [userId]);
  }

  /** Two-factor off: the secret and the last accepted step go too. */
  async clearTwoFactor(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `UPDATE auth.users SET two_factor_enabled = false, two_factor_secret = NULL, totp_last_step = NULL WHERE id = $1`,
      [userId],
    );
  }

  private async gameAccountIds(where: string, value: string | number[], limit: number): Promise<number[]> {
    const rows: Array<{ game_account_id: number }> = await this.dataSource.query(
      `SELECT game_account_id FROM auth.users WHERE ${where} LIMIT $2`,
      [value, limit],
    );
    return rows.map((row) => row.game_account_id);
  }

  private async one(where: string, value: string | number): Promise<User | null> {
    const [row]: UserRow[] = await this.dataSource.query(`SELECT ${USER_COLUMNS} FROM auth.users WHERE ${where}`, [
      value,
    ]);
    return row ? toUser(row) : null;
  }
}
