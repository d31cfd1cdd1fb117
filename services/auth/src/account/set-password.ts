import { GameAccounts } from '@henesys/game';
import { EntityManager } from 'typeorm';
import type { BumpedUser } from '../users/user';
import { UsersRepository } from '../users/users.repository';

/**
 * Sets a user's password where it lives, the game account's `accounts.password` (so the game's login
 * follows the site), and bumps the token version in the caller's Postgres transaction so every session
 * issued before stops working. The game write runs inside that transaction: if it fails, nothing changes.
 */
export async function setPassword(
  manager: EntityManager,
  users: UsersRepository,
  gameAccounts: GameAccounts,
  userId: number,
  passwordHash: string,
): Promise<BumpedUser> {
  const user = await users.bumpTokenVersion(manager, userId);
  await gameAccounts.setPassword(user.gameAccountId, passwordHash);
  return user;
}
