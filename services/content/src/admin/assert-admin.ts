import { ADMIN_ROLE, Actor, ErrorCode, DomainException } from '@henesys/contracts';

/** The gateway checks the role already; a service never trusts one wall alone. */
export function assertAdmin(actor: Actor): void {
  if (actor.role !== ADMIN_ROLE)
    throw new DomainException(ErrorCode.Forbidden, 'You do not have permission to do this.');
}
