import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { REQUIRED_ROLE } from './access.decorators';
import type { SessionUser } from './session-user';

/** Global guard after the JWT guard: routes marked @AdminOnly() refuse everyone else with 403. */
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
    if (user?.role !== role) throw new ForbiddenException('You do not have permission to do this.');
    return true;
  }
}
