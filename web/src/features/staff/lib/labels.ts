import {
  BAN_REASON_CODES,
  REPORT_REASONS,
  type AuditAction,
  type GrantNxType,
  type StaffApiRole,
} from '@henesys/contracts';

/** The three balances, as the dashboard and the Cash Shop name them. */
export const NX_TYPE_LABELS: Record<GrantNxType, string> = {
  credit: 'NX Credit',
  maplePoint: 'Maple Points',
  prepaid: 'NX Prepaid',
};

export const ROLE_LABELS: Record<StaffApiRole, string> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' };

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.change': 'Role change',
  ban: 'Ban',
  unban: 'Unban',
  'sessions.end': 'Sessions ended',
  'report.status': 'Report status',
  grant: 'Grant',
  'donation.status': 'Donation status',
  'content.edit': 'Content edit',
  'character.rename': 'Name change',
};

/** The game's inventory types (`inventoryitems.inventorytype`), in the order the game's windows show them. */
export const INVENTORY_LABELS: ReadonlyMap<number, string> = new Map([
  [-1, 'Equipped'],
  [1, 'Equip'],
  [2, 'Use'],
  [3, 'Set-up'],
  [4, 'Etc'],
  [5, 'Cash'],
]);

/** A code the lists do not know is still shown, by its number. */
export function banReasonText(code: number): string {
  return BAN_REASON_CODES[code] ?? `Reason code ${code}`;
}

export function reportReasonText(code: number): string {
  return REPORT_REASONS[code] ?? `Reason ${code}`;
}
