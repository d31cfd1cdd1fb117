import { ParsedPingback, PingbackProtocol, singleReport } from './pingback-protocol';
import type { VoteProtocol } from '@henesys/contracts';

/**
 * The sites that call back only for a counted vote, with the name from the vote URL and the voter's
 * address, and no key of their own (the callback address's secret, and their documented address, decide).
 */
function callOnVote(id: VoteProtocol, nameField: string, ipField: string | null): PingbackProtocol {
  return {
    id,
    sendsKey: false,
    parse: (fields): ParsedPingback => ({
      key: null,
      reports: singleReport(fields[nameField], ipField ? fields[ipField] : '', true, { ipRequired: ipField !== null }),
    }),
  };
}

/** TopG: GET ?p_resp=<the vote URL's parameter>&ip=<voter ip>. */
export const topg = callOnVote('topg', 'p_resp', 'ip');

/** XtremeTop100: GET ?custom=<the vote URL's postback=>&votingip=<voter ip>. */
export const xtremetop100 = callOnVote('xtremetop100', 'custom', 'votingip');

/** Top100Arena: ?postback=<the vote URL's incentive=> on the exact callback address; no voter address. */
export const top100arena = callOnVote('top100arena', 'postback', null);

/** Gaming-Toplist: ?gtl_resp=<the name>&ip=<voter ip>. */
export const gamingToplist = callOnVote('gaming-toplist', 'gtl_resp', 'ip');
