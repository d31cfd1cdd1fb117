import type { StaffBanRequest } from '@henesys/contracts';
import { banUntil } from './ban-until';

export type BanDuration = 'permanent' | 'until';

export interface BanFormState {
  reason: string;
  duration: BanDuration;
  /** The day a temporary ban ends ('2026-03-12'). */
  untilDay: string;
  reasonCode: number;
  ip: boolean;
  mac: boolean;
  hwid: boolean;
}

export type BanFormErrors = Partial<Record<'reason' | 'untilDay', string>>;

/** The reason the game's login screen shows when none is chosen. */
const DEFAULT_REASON_CODE = 0;

/** A report's ban starts with the report named in the reason: the staff member adds what they saw. */
export function initialBanForm(reportId: number | null): BanFormState {
  return {
    reason: reportId === null ? '' : `Report #${reportId}: `,
    duration: 'permanent',
    untilDay: '',
    reasonCode: DEFAULT_REASON_CODE,
    ip: false,
    mac: false,
    hwid: false,
  };
}

export type BanFormResult = { request: StaffBanRequest } | { errors: BanFormErrors };

/** The body of POST /staff/players/:id/ban, or what to fix first. Only the address bans asked for are sent. */
export function banRequest(form: BanFormState, reportId: number | null, now: Date): BanFormResult {
  const errors: BanFormErrors = {};
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'Write why the player is banned.';
  const until = form.duration === 'until' ? banUntil(form.untilDay, now) : null;
  if (until && 'error' in until) errors.untilDay = until.error;
  if (errors.reason || errors.untilDay) return { errors };

  const request: StaffBanRequest = { reason, reasonCode: form.reasonCode };
  if (until && 'until' in until) request.until = until.until;
  if (form.ip) request.ip = true;
  if (form.mac) request.mac = true;
  if (form.hwid) request.hwid = true;
  if (reportId !== null) request.reportId = reportId;
  return { request };
}
