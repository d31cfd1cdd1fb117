/** The answer of GET /api/vote-status the page acts on: a vote link, or the time left to wait. */
export type VoteCheck =
  { allowed: true; site: string; voteUrl: string } | { allowed: false; site: string; timeLeftMs: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the vote status (SPEC §7: allowed, timeLeftMs, plus the site and its link). Anything else,
 * an 'allowed' without a web link for instance, is null: the page then says the check failed.
 */
export function parseVoteStatus(data: unknown): VoteCheck | null {
  if (!isRecord(data) || typeof data.allowed !== 'boolean') return null;
  const site = typeof data.site === 'string' && data.site.trim() ? data.site.trim() : 'the vote site';
  if (data.allowed) {
    if (typeof data.voteUrl !== 'string' || !/^https?:\/\//i.test(data.voteUrl)) return null;
    return { allowed: true, site, voteUrl: data.voteUrl };
  }
  const timeLeftMs =
    typeof data.timeLeftMs === 'number' && Number.isFinite(data.timeLeftMs) ? Math.max(0, data.timeLeftMs) : null;
  return timeLeftMs === null ? null : { allowed: false, site, timeLeftMs };
}
