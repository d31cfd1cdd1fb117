import { MAX_PENDING_DONATIONS, PENDING_DONATIONS_WARNING } from '@henesys/contracts';

/**
 * SPEC §9: at most 3 pending donations; a warning from 2; at 3 the packs and the form are disabled
 * ('Limit Reached'). `count` is undefined while it is unknown (loading or failed): nothing is blocked
 * then, and the server still refuses a fourth.
 */
export type PendingLimit =
  | { level: 'open'; count: number | undefined }
  | { level: 'warning'; count: number; left: number }
  | { level: 'blocked'; count: number };

export function pendingLimit(count: number | undefined): PendingLimit {
  if (count === undefined || !Number.isFinite(count) || count < PENDING_DONATIONS_WARNING)
    return { level: 'open', count };
  if (count >= MAX_PENDING_DONATIONS) return { level: 'blocked', count };
  return { level: 'warning', count, left: MAX_PENDING_DONATIONS - count };
}

/** The warning banner's text at 2 pending donations (SPEC §2 'Donate'). */
export function pendingWarningText(count: number, left: number): string {
  const more = left === 1 ? 'one more' : `${left} more`;
  return `You have ${count} pending donations. You can submit ${more} before reaching the limit of ${MAX_PENDING_DONATIONS}: complete or cancel pending donations on your dashboard.`;
}
