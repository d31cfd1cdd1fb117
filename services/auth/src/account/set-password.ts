import { EntityManager } from 'typeorm';

export interface PasswordChanged {
  id: number;
  username: string;
  tokenVersion: number;
}

/**
 * Sets a user's password on the website and on the game account, in the caller's transaction, and
 * bumps the token version so every session issued before stops working.
 */
export async function setPassword(manager: EntityManager, userId: number, passwordHash: string): Promise<PasswordChanged> {
  const [[user]] = await manager.query(
    `UPDATE auth.users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING id, username, token_version`,
    [userId, passwordHash],
  );
  await manager.query(`UPDATE game.accounts SET password = $2 WHERE lower(name) = lower($1)`, [user.username, passwordHash]);
  return { id: user.id, username: user.username, tokenVersion: user.token_version };
}
