import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ADMIN_ROLE } from '@henesys/contracts';
import type { SessionUser } from './session-user';

export const IS_PUBLIC = 'henesys:public';
export const REQUIRED_ROLE = 'henesys:role';

/** Every route needs a valid token unless it says it is public. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only role exactly 'Admin' (SPEC §6). */
export const AdminOnly = () => SetMetadata(REQUIRED_ROLE, ADMIN_ROLE);

/** What REQUIRED_ROLE holds for the staff console's routes: Admins and Moderators. */
export const STAFF_ACCESS = 'staff';

/** Staff: an Admin or a Moderator (ARCHITECTURE: Roles). */
export const StaffOnly = () => SetMetadata(REQUIRED_ROLE, STAFF_ACCESS);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  return context.switchToHttp().getRequest<{ user: SessionUser }>().user;
});
