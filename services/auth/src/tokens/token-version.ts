import { EntityManager } from 'typeorm';

export interface BumpedUser {
  id: number;
  username: string;
  tokenVersion: number;
  gameAccountId: number;
}

/**
 * Every session token of the user issued before stops working: tokens carry the version, and the
 * gateway refuses an older one. Runs in the caller's transaction; publish the result after it commits.
 */
export async function bumpTokenVersion(manager: EntityManager, userId: number): Promise<BumpedUser> {
  const [[user]] = await manager.query(
    `UPDATE auth.users SET token_version = token_version + 1 WHERE id = $1 RETURNING id, username, token_version, game_account_id`,
    [userId],
  );
  return { id: user.id, username: user.username, tokenVersion: user.token_version, gameAccountId: user.game_account_id };
}
