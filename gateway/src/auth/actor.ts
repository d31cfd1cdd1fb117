import type { Actor } from '@henesys/contracts';
import type { SessionUser } from './session-user';

/** Who acts, as services are told it for admin and staff work (they check the role again where money moves). */
export const actorOf = (user: SessionUser): Actor => ({ id: user.id, username: user.username, role: user.role });
