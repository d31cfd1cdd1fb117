import type { VoteSiteStatus } from '@henesys/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One site card of GET /api/vote-status's `sites`; an entry without a web link or a number is left out. */
function parseSite(raw: unknown): VoteSiteStatus | null {
  if (!isRecord(raw)) return null;
  const { id, name, url, allowed, timeLeftMs, reward } = raw;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof url !== 'string' || !/^https?:\/\//i.test(url))
    return null;
  if (typeof allowed !== 'boolean' || typeof timeLeftMs !== 'number' || typeof reward !== 'number') return null;
  return { id, name, url, allowed, timeLeftMs: Math.max(0, timeLeftMs), reward };
}

/** Every enabled vote site of the status answer, in the order the admins set. */
export function parseVoteSites(data: unknown): VoteSiteStatus[] {
  if (!isRecord(data) || !Array.isArray(data.sites)) return [];
  return data.sites.map(parseSite).filter((site): site is VoteSiteStatus => site !== null);
}
