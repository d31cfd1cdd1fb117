import { ADMIN_ROLE, DomainException, ErrorCode, MODERATOR_ROLE, StaffActor } from '@henesys/contracts';

/** The gateway lets only staff through; where money moves the service checks again (SPEC §6: Admin is exactly 'Admin'). */
export function requireAdmin(actor: StaffActor, doing: string): void {
  if (actor.role !== ADMIN_ROLE) throw new DomainException(ErrorCode.Forbidden, `Only an Admin can ${doing}.`);
}

export function requireStaff(actor: StaffActor, doing: string): void {
  if (actor.role !== ADMIN_ROLE && actor.role !== MODERATOR_ROLE)
    throw new DomainException(ErrorCode.Forbidden, `Only staff can ${doing}.`);
}
