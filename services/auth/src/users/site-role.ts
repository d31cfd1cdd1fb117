import { ADMIN_ROLE } from '@henesys/contracts';
import type { EntityManager } from 'typeorm';

/** Thrown when a role change would leave the site without an Admin (Admins by GM level do not count). */
export class LastAdmin extends Error {}

/**
 * Sets the user's site role in the caller's transaction; LastAdmin when it takes the role from the
 * last Admin. The Admins' rows stay locked until the transaction ends, so two demotions at once
 * cannot both pass the count.
 */
export async function setSiteRole(manager: EntityManager, userId: number, role: string): Promise<void> {
  const admins: Array<{ id: number }> = await manager.query(
    `SELECT id FROM auth.users WHERE role = $1 ORDER BY id FOR UPDATE`,
    [ADMIN_ROLE],
  );
  if (role !== ADMIN_ROLE && admins.length === 1 && admins[0].id === userId) throw new LastAdmin();
  await manager.query(`UPDATE auth.users SET role = $2 WHERE id = $1`, [userId, role]);
}
