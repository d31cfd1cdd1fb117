import { ExecutionContext, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@henesys/contracts';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from './access.decorators';

/** Global guard: a route without @Public() needs a valid, unexpired token. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // A failure to check the token (auth or Redis down) is not the caller's fault: pass its 503 on.
    if (error instanceof HttpException && error.getStatus() >= 500) throw error;
    if (error || !user) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return user;
  }
}
