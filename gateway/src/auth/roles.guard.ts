import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isStaffRole } from '@henesys/contracts';
import { REQUIRED_ROLE, STAFF_ACCESS } from './access.decorators';
import type { SessionUser } from './session-user';

/** Global guard after the JWT guard: routes marked @AdminOnly() or @StaffOnly() refuse everyone else with 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const role = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!role) return true;
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    const allowed = role === STAFF_ACCESS ? isStaffRole(user?.role) : user?.role === role;
    if (!allowed) throw new ForbiddenException('You do not have permission to do this.');
    return true;
  }
}
