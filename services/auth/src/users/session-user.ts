import { ADMIN_ROLE, SessionUserView } from '@henesys/contracts';
import type { User } from './user';

export function toSessionUser(user: User): SessionUserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    role: user.role,
    isAdmin: user.role === ADMIN_ROLE,
    joinDate: user.createdAt.toISOString(),
    lastLogin: user.lastLogin?.toISOString() ?? null,
    birthday: user.birthday,
  };
}
