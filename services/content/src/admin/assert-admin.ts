import { ADMIN_ROLE, Actor, ErrorCode } from '@henesys/contracts';
import { DomainException } from '@henesys/server';

/** The gateway checks the role already; a service never trusts one wall alone. */
export function assertAdmin(actor: Actor): void {
  if (actor.role !== ADMIN_ROLE)
    throw new DomainException(ErrorCode.Forbidden, 'You do not have permission to do this.');
}
