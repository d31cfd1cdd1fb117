import {
  DONATION_FILTERS,
  DONATION_STATUSES,
  type DonationChangeReply,
  type DonationFilter,
  type DonationStatus,
} from '@henesys/contracts';
import type { PillTone } from '../../../components/ui/pill';
import { donationStatusLabel } from '../../../lib/status-labels';

/** The four statuses an admin may choose (SPEC §4: any of them from any other). */
export const ADMIN_STATUS_OPTIONS = DONATION_STATUSES;
export type AdminStatus = (typeof DONATION_STATUSES)[number];

export type StatusTone = PillTone;

const TONES: Record<DonationStatus, StatusTone> = {
  pending: 'waiting',
  approved: 'progress',
  completed: 'done',
  rejected: 'refused',
  cancelled: 'muted',
};

/** The colour family of a status badge (the Pill's tone); an unknown status is muted. */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(TONES, status) ? TONES[status as DonationStatus] : 'muted';
}

/** A player-cancelled donation is final: the page shows 'Cancelled by player' and no dropdown. */
export function isAdminChangeable(status: string): status is AdminStatus {
  return (ADMIN_STATUS_OPTIONS as readonly string[]).includes(status);
}

export const FILTER_OPTIONS: ReadonlyArray<{ value: DonationFilter; label: string }> = DONATION_FILTERS.map(
  (value) => ({
    value,
    label: value === 'all' ? 'All' : donationStatusLabel(value),
  }),
);

export type ToastTone = 'success' | 'warning' | 'error';

/**
 * The tone of the server's answer to a change, from its delivery outcome: a reward still running or
 * failed (the status is saved all the same) is a warning; every other answer is a success.
 */
export function replyTone(reply: Partial<Pick<DonationChangeReply, 'delivery'>> | undefined): ToastTone {
  return reply?.delivery === 'running' || reply?.delivery === 'failed' ? 'warning' : 'success';
}
