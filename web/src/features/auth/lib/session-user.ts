import { ADMIN_ROLE, isStaffRole, MEMBER_ROLE } from '@henesys/contracts';

/** The logged-in user as the web app keeps it (SPEC §3 'Session user'). */
export interface SessionUser {
  id: number | string;
  username: string;
  email: string;
  role: string;
  isAdmin: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a user from a profile or login answer. Returns null when it lacks an id or a username;
 * role defaults to 'member' and isAdmin to false (SPEC §3).
 */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (!isRecord(raw)) return null;
  const { id, username, email, role, isAdmin } = raw;
  const validId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');
  if (!validId || typeof username !== 'string' || username === '') return null;
  return {
    id: id as number | string,
    username,
    email: typeof email === 'string' ? email : '',
    role: typeof role === 'string' && role !== '' ? role : MEMBER_ROLE,
    isAdmin: isAdmin === true,
  };
}

/** SPEC §6: an admin has the role exactly 'Admin' (the isAdmin flag is accepted too). */
export function isAdminUser(user: Pick<SessionUser, 'role' | 'isAdmin'> | null): boolean {
  return user !== null && (user.role === ADMIN_ROLE || user.isAdmin === true);
}

/** Staff: an admin, or a Moderator (the player lookup, bans, reports and sessions; no money, no roles). */
export function isStaffUser(user: Pick<SessionUser, 'role' | 'isAdmin'> | null): boolean {
  return user !== null && (isAdminUser(user) || isStaffRole(user.role));
}
