import { GameAccounts } from '@henesys/game';
import { EntityManager } from 'typeorm';

export interface PasswordChanged {
  id: number;
  username: string;
  tokenVersion: number;
}

/**
 * Sets a user's password where it lives, the game account's `accounts.password` (so the game's login
 * follows the site), and bumps the token version in the caller's Postgres transaction so every session
 * issued before stops working. The game write runs inside that transaction: if it fails, nothing changes.
 */
export async function setPassword(manager: EntityManager, gameAccounts: GameAccounts, userId: number, passwordHash: string): Promise<PasswordChanged> {
  const [[user]] = await manager.query(
    `UPDATE auth.users SET token_version = token_version + 1 WHERE id = $1 RETURNING id, username, token_version, game_account_id`,
    [userId],
  );
  await gameAccounts.setPassword(user.game_account_id, passwordHash);
  return { id: user.id, username: user.username, tokenVersion: user.token_version };
}
