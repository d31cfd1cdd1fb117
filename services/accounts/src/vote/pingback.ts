/** One vote as the vote site reports it. */
export interface PingbackEntry {
  username: string;
  voterIp: string;
  /** The vote site counted the vote (GTop100: Successful / success = 0). */
  successful: boolean;
  reason: string;
  pingbackId: string | null;
}

export interface ParsedPingback {
  key: string;
  entries: PingbackEntry[];
}

const text = (value: unknown, max: number): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/** GTop100's JSON batch: each entry is an array of one-key objects; flatten it to one object. */
function flattenEntry(entry: unknown): Record<string, unknown> {
  if (Array.isArray(entry))
    return Object.assign(
      {},
      ...entry.filter((part) => typeof part === 'object' && part !== null && !Array.isArray(part)),
    );
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
}

/**
 * Reads a GTop100-style pingback in either of its shapes:
 * - the form post: VoterIP, Successful (0 = counted), Reason, pingUsername, pingbackkey;
 * - the JSON batch: {siteid, pingbackkey, Common: [[{pb_id}, {ip}, {success}, {reason}, {pb_name}], ...]}.
 * In the batch the voter is `pb_name` (the pingUsername we sent), or `pb_id` when pb_name is absent.
 * Anything unusable yields no entry; nothing here trusts the values beyond their shape.
 */
export function parsePingback(body: Record<string, unknown>): ParsedPingback {
  const key = text(body.pingbackkey, 200);
  if (Array.isArray(body.Common)) {
    const entries = body.Common.slice(0, 500).map((raw) => {
      const entry = flattenEntry(raw);
      return {
        username: text(entry.pb_name, 64) || text(entry.pb_id, 64),
        voterIp: text(entry.ip, 64),
        successful: text(entry.success, 8) === '0',
        reason: text(entry.reason, 200),
        pingbackId: text(entry.pb_id, 100) || null,
      };
    });
    return { key, entries: entries.filter((entry) => entry.username && entry.voterIp) };
  }
  const single: PingbackEntry = {
    username: text(body.pingUsername, 64),
    voterIp: text(body.VoterIP, 64),
    successful: text(body.Successful, 8) === '0',
    reason: text(body.Reason, 200),
    pingbackId: null,
  };
  return { key, entries: single.username && single.voterIp ? [single] : [] };
}
