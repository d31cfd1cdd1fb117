export type NoticeTone = 'critical' | 'warning' | 'info';

/** SPEC §3 'Notice': critical, warning, and anything else means info. */
export function noticeTone(severity: unknown): NoticeTone {
  return severity === 'critical' || severity === 'warning' ? severity : 'info';
}

/** The word read before each notice, so the severity is not told by colour alone. */
export const TONE_LABEL: Record<NoticeTone, string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

const RANK: Record<NoticeTone, number> = { critical: 0, warning: 1, info: 2 };

/** Most urgent first (critical, warning, info); the server's order (newest first) within each. */
export function byUrgency<T extends { severity: unknown }>(notices: readonly T[]): T[] {
  return notices
    .map((notice, index) => ({ notice, index }))
    .sort((a, b) => RANK[noticeTone(a.notice.severity)] - RANK[noticeTone(b.notice.severity)] || a.index - b.index)
    .map(({ notice }) => notice);
}
