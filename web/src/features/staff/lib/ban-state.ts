import { GRANT_NX_TYPES, type StaffAccount, type StaffBanState } from '@henesys/contracts';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { NX_TYPE_LABELS } from './labels';

/** A running temporary ban counts as banned, whatever `banned` says (the game keeps them apart). */
export function isBanned(state: StaffBanState): boolean {
  return state.banned || state.tempBanUntil !== null;
}

/** 'Banned until Mar 12, 2026, 00:00', 'Banned permanently' or 'Not banned'. */
export function banStateText(state: StaffBanState): string {
  if (state.tempBanUntil !== null) return `Banned until ${formatDateTime(state.tempBanUntil)}`;
  return state.banned ? 'Banned permanently' : 'Not banned';
}

/** The NX that waits for the player to log out: '5 000 NX Credit, 300 NX Prepaid', or 'None'. */
export function pendingNxText(pending: StaffAccount['pendingNx']): string {
  const parts = GRANT_NX_TYPES.filter((type) => pending[type] !== 0).map(
    (type) => `${formatNumber(pending[type])} ${NX_TYPE_LABELS[type]}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'None';
}
