import type { VoteProtocol } from '@henesys/contracts';

/** One vote as a site reports it. */
export interface VoteReport {
  /** The name we put in the vote URL, sent back by the site. */
  voter: string;
  /** The voter's address; empty when the site does not send one. */
  voterIp: string;
  /** The site counted the vote (sites that call back only for counted votes: always). */
  counted: boolean;
  reason: string;
  pingbackId: string | null;
}

export interface ParsedPingback {
  /** The site's own key or password as sent; null for protocols that send none (the callback address's secret decides). */
  key: string | null;
  reports: VoteReport[];
}

/**
 * One vote site's pingback, as it documents it. Every site takes any 2xx as received, so each is answered
 * the same JSON ({status, received, credited}); a refused request (wrong key, secret or address) is a 403.
 */
export interface PingbackProtocol {
  readonly id: VoteProtocol;
  /** The site sends a key of its own, so its callback address needs no secret. */
  readonly sendsKey: boolean;
  /** Reads the request's fields (query and body together); nothing in them is trusted beyond its shape. */
  parse(fields: Record<string, unknown>): ParsedPingback;
}

/** A field as text, trimmed and cut to `max`; '' for anything that is not a string or number. */
export const text = (value: unknown, max: number): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

export const NAME_MAX = 64;
export const IP_MAX = 64;

/** A report of one vote from the name, address and counted fields; none when the name (or a required address) is missing. */
export function singleReport(
  voter: unknown,
  voterIp: unknown,
  counted: boolean,
  options: { ipRequired?: boolean; reason?: unknown } = {},
): VoteReport[] {
  const report: VoteReport = {
    voter: text(voter, NAME_MAX),
    voterIp: text(voterIp, IP_MAX),
    counted,
    reason: text(options.reason, 200),
    pingbackId: null,
  };
  return report.voter && (report.voterIp || options.ipRequired === false) ? [report] : [];
}
