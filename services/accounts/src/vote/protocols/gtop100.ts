import { IP_MAX, NAME_MAX, ParsedPingback, PingbackProtocol, singleReport, text } from './pingback-protocol';

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
 * GTop100, in either of its shapes:
 * - the form post: VoterIP, Successful (0 = counted), Reason, pingUsername, pingbackkey;
 * - the JSON batch: {siteid, pingbackkey, Common: [[{pb_id}, {ip}, {success}, {reason}, {pb_name}], ...]}.
 * In the batch the voter is `pb_name` (the pingUsername we sent), or `pb_id` when pb_name is absent.
 */
export const gtop100: PingbackProtocol = {
  id: 'gtop100',
  sendsKey: true,
  parse(fields): ParsedPingback {
    const key = text(fields.pingbackkey, 200);
    if (!Array.isArray(fields.Common))
      return {
        key,
        reports: singleReport(fields.pingUsername, fields.VoterIP, text(fields.Successful, 8) === '0', {
          reason: fields.Reason,
        }),
      };
    const reports = fields.Common.slice(0, 500).map((raw) => {
      const entry = flattenEntry(raw);
      return {
        voter: text(entry.pb_name, NAME_MAX) || text(entry.pb_id, NAME_MAX),
        voterIp: text(entry.ip, IP_MAX),
        counted: text(entry.success, 8) === '0',
        reason: text(entry.reason, 200),
        pingbackId: text(entry.pb_id, 100) || null,
      };
    });
    return { key, reports: reports.filter((report) => report.voter && report.voterIp) };
  },
};
